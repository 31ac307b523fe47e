import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { safeLoadTables } from "./loadTables.js";
import { copyDefaultTables } from "@pmi-rating/test-support";
import { approveTablesVersion } from "./approveTablesVersion.js";
import { safeCheckTables } from "./safeCheckTables.js";

/** A copy of the default tables whose 2027.1 is a draft, as a proposal starts. */
async function draftFolder() {
  const folder = await copyDefaultTables();
  await folder.edit("2027.1/manifest.json", (text) => {
    const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...rest } = JSON.parse(text) as Record<string, unknown>;
    return `${JSON.stringify({ ...rest, status: "draft" }, null, 2)}\n`;
  });
  return folder;
}

describe("approveTablesVersion", () => {
  it("writes who, when and the content hash into the manifest, which then loads as approved with that hash", async () => {
    const folder = await draftFolder();
    const result = await approveTablesVersion(folder.directory, "2027.1", { by: " A. Actuary ", at: "2026-10-01" });
    expect(result).toMatchObject({ success: true, version: "2027.1" });
    const manifest = JSON.parse(await readFile(folder.path("2027.1/manifest.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({ version: "2027.1", status: "approved", approvedBy: "A. Actuary", approvedAt: "2026-10-01" });
    const loaded = await safeLoadTables(folder.directory);
    if (!loaded.success) throw new Error("expected valid tables");
    const version = loaded.tables.versions.find((entry) => entry.manifest.version === "2027.1");
    expect(manifest.approvedHash).toBe(version?.hash);
  });

  it("makes a file changed after approval an APPROVAL_OUTDATED problem, which approving again resolves", async () => {
    const folder = await draftFolder();
    await approveTablesVersion(folder.directory, "2027.1", { by: "A. Actuary", at: "2026-10-01" });
    await folder.edit("2027.1/ncd.csv", (text) => text.replace("0,1.60", "0,1.61"));
    const changed = await safeCheckTables(folder.directory);
    expect(changed.success ? [] : changed.problems).toEqual([
      expect.objectContaining({ file: "2027.1/manifest.json", column: "approvedHash", code: "APPROVAL_OUTDATED" }),
    ]);
    expect(await approveTablesVersion(folder.directory, "2027.1", { by: "B. Actuary", at: "2026-10-02" })).toMatchObject({ success: true });
    expect((await safeCheckTables(folder.directory)).success).toBe(true);
  });

  it("approves nothing in tables with another problem, or a version not in the folder", async () => {
    const folder = await draftFolder();
    await folder.edit("2026.1/ncd.csv", (text) => text.replace("0,1.60", "0,abc"));
    const broken = await approveTablesVersion(folder.directory, "2027.1", { by: "A. Actuary", at: "2026-10-01" });
    expect(broken.success ? [] : broken.problems.map((problem) => problem.code)).toEqual(["INVALID_NUMBER"]);
    const clean = await draftFolder();
    const missing = await approveTablesVersion(clean.directory, "2028.1", { by: "A. Actuary", at: "2026-10-01" });
    expect(missing.success ? "" : missing.problems[0]?.message).toBe(`There is no version 2028.1 in ${clean.directory}; its versions are 2025.1, 2026.1, 2027.1.`);
    expect(JSON.parse(await readFile(clean.path("2027.1/manifest.json"), "utf8"))).toMatchObject({ status: "draft" });
  });
});
