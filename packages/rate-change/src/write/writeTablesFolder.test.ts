import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultTablesData, type ParsedVersion } from "pmi-rating/tables";
import { writeTablesFolder } from "./writeTablesFolder.js";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

const source = defaultTablesData.versions.find((version) => version.directory === "2026.1")!;
const named = (directory: string): ParsedVersion => ({ ...source, directory, manifest: { ...(source.manifest as object), version: directory } });

describe("writeTablesFolder: every write stays inside the folder given", () => {
  it.each(["../../escaped", "../escaped", "/tmp/escaped", "a/b", "..", ".", ".hidden", "", "2026.1.", "a\\..\\b", "x".repeat(65)])(
    "refuses the version name %j before writing anything",
    async (name) => {
      const base = await mkdtemp(join(tmpdir(), "pmi-write-"));
      folders.push(base);
      const out = join(base, "a", "b", "out");
      await expect(writeTablesFolder(out, { ...defaultTablesData, versions: [named("2026.1"), named(name)] })).rejects.toThrow(/Nothing was written/);
      // Not the out folder, not the first (good) version, not two folders up.
      expect(await readdir(base)).toEqual([]);
    },
  );

  it("writes a version with a safe name inside the folder", async () => {
    const out = await mkdtemp(join(tmpdir(), "pmi-write-"));
    folders.push(out);
    await writeTablesFolder(out, { ...defaultTablesData, versions: [named("2027.2-draft_b")] });
    expect((await readdir(out)).sort()).toContain("2027.2-draft_b");
    expect((await readdir(join(out, "2027.2-draft_b"))).length).toBeGreaterThan(5);
  });
});
