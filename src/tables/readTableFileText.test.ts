import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTableFileText } from "./readTableFileText.js";

describe("readTableFileText", () => {
  it("reads a file within the limit, reports an absent one, and refuses one over the limit unread", async () => {
    const root = await mkdtemp(join(tmpdir(), "pmi-rating-read-"));
    try {
      await writeFile(join(root, "small.csv"), "a,b\n1,2\n");
      await writeFile(join(root, "big.csv"), "x".repeat(2048));
      expect(await readTableFileText(root, "small.csv", 1024)).toEqual({ kind: "text", text: "a,b\n1,2\n" });
      expect(await readTableFileText(root, "missing.csv", 1024)).toEqual({ kind: "absent" });
      expect(await readTableFileText(root, "big.csv", 1024)).toEqual({
        kind: "problem",
        problem: { file: "big.csv", code: "FILE_TOO_LARGE", message: expect.stringContaining("over the limit of 0.0 MB") },
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
