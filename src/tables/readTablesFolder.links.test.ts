import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TABLES_DIRECTORY } from "@pmi-rating/test-support";
import { defaultTablesData } from "./default/data.generated.js";
import { safeLoadTables } from "../plans/loadTables.js";

// Symbolic links in a tables folder: followed while they stay inside it (a ConfigMap mount), refused when they lead out.

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A temporary folder holding `tables` (a copy of the shipped tables) and `outside` (a secret file and a copy of a version). */
async function layout(): Promise<{ tables: string; outside: string }> {
  const base = await mkdtemp(join(tmpdir(), "pmi-links-"));
  folders.push(base);
  const tables = join(base, "tables");
  const outside = join(base, "outside");
  await cp(TABLES_DIRECTORY, tables, { recursive: true });
  await mkdir(outside);
  await writeFile(join(outside, "secret.csv"), "effective_from,rate\nSECRET-LINE-1,x\nSECRET-LINE-2,y\n");
  await cp(join(TABLES_DIRECTORY, "2026.1"), join(outside, "2026.1"), { recursive: true });
  return { tables, outside };
}

describe("readTablesFolder and symbolic links", () => {
  it("refuses a table file linked to a file outside the folder, without reading it", async () => {
    const { tables, outside } = await layout();
    await rm(join(tables, "ipt.csv"));
    await symlink(join(outside, "secret.csv"), join(tables, "ipt.csv"));
    const result = await safeLoadTables(tables);
    expect(result.success).toBe(false);
    const problems = result.success ? [] : result.problems;
    expect(problems).toContainEqual(expect.objectContaining({ file: "ipt.csv", code: "LINK_OUTSIDE_FOLDER" }));
    expect(JSON.stringify(problems)).not.toContain("SECRET");
  });

  it("refuses a version folder linked outside the folder", async () => {
    const { tables, outside } = await layout();
    await rm(join(tables, "2026.1"), { recursive: true });
    await symlink(join(outside, "2026.1"), join(tables, "2026.1"));
    const result = await safeLoadTables(tables);
    expect(result.success ? [] : result.problems).toContainEqual(expect.objectContaining({ file: "2026.1", code: "LINK_OUTSIDE_FOLDER" }));
  });

  it("reads a link whose real path stays inside the folder", async () => {
    const { tables } = await layout();
    await mkdir(join(tables, ".shared"));
    await cp(join(tables, "ipt.csv"), join(tables, ".shared", "ipt.csv"));
    await rm(join(tables, "ipt.csv"));
    await symlink(join(".shared", "ipt.csv"), join(tables, "ipt.csv"));
    const result = await safeLoadTables(tables);
    expect(result.success ? result.tables.hash : result.problems).toBe(defaultTablesData.hashes.overall);
  });

  it("reads a Kubernetes ConfigMap mount: every name a link through ..data to a hidden timestamped folder", async () => {
    const base = await mkdtemp(join(tmpdir(), "pmi-configmap-"));
    folders.push(base);
    const stamp = "..2026_01_01_00_00_00.123456789";
    await cp(TABLES_DIRECTORY, join(base, stamp), { recursive: true });
    await symlink(stamp, join(base, "..data"));
    for (const name of await readdir(join(base, stamp))) await symlink(join("..data", name), join(base, name));
    const result = await safeLoadTables(base);
    expect(result.success ? result.tables.hash : result.problems).toBe(defaultTablesData.hashes.overall);
  });
});
