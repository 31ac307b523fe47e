import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

describe("pmi-rating book", () => {
  it("writes the same book for the same seed, one valid request a line", async () => {
    const directory = mkdtempSync(join(tmpdir(), "pmi-cli-book-"));
    const file = join(directory, "book.ndjson");
    const written = await runBuiltCli(["book", "--policies", "25", "--seed", "9", "--out", file]);
    expect(written.code).toBe(0);
    expect(written.stderr).toBe(`Wrote 25 policies to ${file} (seed 9)\n`);
    const again = await runBuiltCli(["book", "-n", "25", "-s", "9"]);
    expect(again.stdout).toBe(readFileSync(file, "utf8"));
    const lines = again.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(25);
    const other = await runBuiltCli(["book", "-n", "25", "-s", "10"]);
    expect(other.stdout).not.toBe(again.stdout);

    const priced = await runBuiltCli(["quote", "-"], { input: lines[0] ?? "" });
    expect(priced.code).toBe(0);
    expect(JSON.parse(priced.stdout)).toMatchObject({ id: "BOOK-9-0000001" });
  });

  it("refuses a missing or invalid --policies", async () => {
    const missing = await runBuiltCli(["book"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '-n, --policies <n>' not specified");
    const invalid = await runBuiltCli(["book", "-n", "many"]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('"many" is not a whole number');
  });
});
