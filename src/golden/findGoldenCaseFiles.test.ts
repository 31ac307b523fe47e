import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findGoldenCaseFiles } from "./findGoldenCaseFiles.js";

let directory: string | undefined;
afterEach(async () => {
  if (directory !== undefined) await rm(directory, { recursive: true, force: true });
});

describe("findGoldenCaseFiles", () => {
  it("finds *.json in the folder and every sub-folder, sorted, skipping dot folders and node_modules", async () => {
    directory = await mkdtemp(join(tmpdir(), "pmi-golden-find-"));
    for (const folder of ["renewal/capped", ".cache", "node_modules/x"]) await mkdir(join(directory, folder), { recursive: true });
    for (const file of ["b.json", "a.json", "notes.md", "renewal/z.json", "renewal/capped/c.json", ".cache/d.json", "node_modules/x/e.json"]) {
      await writeFile(join(directory, file), "{}");
    }
    expect(await findGoldenCaseFiles(directory)).toEqual(["a.json", "b.json", "renewal/capped/c.json", "renewal/z.json"]);
  });

  it("skips a tables folder (one holding ipt.csv), whose manifests a case may name but are no cases", async () => {
    directory = await mkdtemp(join(tmpdir(), "pmi-golden-find-"));
    await mkdir(join(directory, "rule/tables/2026.1"), { recursive: true });
    for (const file of ["rule/case.json", "rule/tables/ipt.csv", "rule/tables/2026.1/manifest.json"]) await writeFile(join(directory, file), "{}");
    expect(await findGoldenCaseFiles(directory)).toEqual(["rule/case.json"]);
  });

  it("rejects when the folder does not exist", async () => {
    await expect(findGoldenCaseFiles(join(tmpdir(), "pmi-no-such-folder-14"))).rejects.toThrow(/ENOENT/);
  });
});
