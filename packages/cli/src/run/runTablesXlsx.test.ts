import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultTablesData } from "pmi-rating/tables";
import { exportVersionWorkbook } from "../xlsx/exportVersionWorkbook.js";
import { runTablesImport } from "./runTablesXlsx.js";

const folders: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** The shipped 2026.1 as a workbook, edited by `edit`, written to a file in a fresh folder. */
async function workbookFile(edit: (workbook: ExcelJS.Workbook) => void): Promise<{ base: string; file: string }> {
  const base = await mkdtemp(join(tmpdir(), "pmi-import-"));
  folders.push(base);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportVersionWorkbook(defaultTablesData.versions[1]!, defaultTablesData)) as unknown as ExcelJS.Buffer);
  edit(workbook);
  const file = join(base, "in.xlsx");
  await writeFile(file, new Uint8Array(await workbook.xlsx.writeBuffer()));
  return { base, file };
}

function setManifestVersion(workbook: ExcelJS.Workbook, version: string): void {
  workbook.getWorksheet("manifest")!.eachRow((row) => {
    if (row.getCell(1).value === "version") row.getCell(2).value = version;
  });
}

describe("pmi-rating tables import: every write stays inside --out", () => {
  it("refuses a workbook whose version is ../../escaped, writing nothing", async () => {
    const { base, file } = await workbookFile((workbook) => setManifestVersion(workbook, "../../escaped"));
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await expect(runTablesImport(file, { out: join(base, "a", "b") })).rejects.toMatchObject({
      problems: [expect.objectContaining({ file: "sheet manifest", column: "version", code: "INVALID_MANIFEST" })],
    });
    expect(await readdir(base)).toEqual(["in.xlsx"]);
  });

  it("writes a workbook with a version name inside --out", async () => {
    const { base, file } = await workbookFile(() => undefined);
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await runTablesImport(file, { out: join(base, "out") });
    expect(await readdir(join(base, "out"))).toContain("2026.1");
  });
});
