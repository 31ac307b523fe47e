import ExcelJS from "exceljs";
import { PREMIUM_TAX_FILE, TAX_TERRITORIES_FILE, VERSION_CSV_FILES, type ParsedCsv, type ParsedVersion, type UnhashedParsedTables } from "pmi-rating/tables";
import { spreadsheetCellOf } from "./spreadsheetCellOf.js";

/** The first sheet: the version's manifest, one key a row. */
export const MANIFEST_SHEET = "manifest";
/** The sheet of the IPT history (shared by every version, and part of its content hash). */
export const IPT_SHEET = "ipt";
/** The sheet of the tax territories (`tax-territories.csv`; optional, with `premium-tax`). */
export const TAX_TERRITORIES_SHEET = TAX_TERRITORIES_FILE.replace(/\.csv$/, "");
/** The sheet of each tax territory's premium-tax history (`premium-tax.csv`; optional, with `tax-territories`). */
export const PREMIUM_TAX_SHEET = PREMIUM_TAX_FILE.replace(/\.csv$/, "");

/** The top-level tables a version is priced with besides its own files: the IPT history and the tax territories. */
export type SharedTables = Pick<UnhashedParsedTables, "ipt" | "taxTerritories" | "premiumTax">;

/**
 * One tables version as an Excel workbook (Node only; exceljs): the manifest on the first
 * sheet (key, value), then one sheet per table named as its file without `.csv`, then the
 * tables shared by every version, which are part of its content hash: the IPT history, and the
 * tax territories and premium tax when the tables have them. Numbers are spreadsheet numbers with the number format of their decimal places
 * (1.60 shows as 1.60), other values text; the header row is bold and frozen. `importVersionWorkbook`
 * reads it back to the same files.
 *
 * @example
 * const bytes = await exportVersionWorkbook(v2026, defaultTablesData);
 * await writeFile("2026.1.xlsx", bytes);
 */
export async function exportVersionWorkbook(version: ParsedVersion, shared: SharedTables): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  // Fixed dates, so that the same tables give the same workbook.
  workbook.created = new Date(0);
  workbook.modified = new Date(0);
  const manifest = workbook.addWorksheet(MANIFEST_SHEET, { views: [{ state: "frozen", ySplit: 1 }] });
  manifest.addRow(["key", "value"]);
  for (const [key, value] of Object.entries((version.manifest ?? {}) as Record<string, unknown>)) {
    manifest.addRow([key, typeof value === "string" || typeof value === "boolean" || typeof value === "number" ? value : JSON.stringify(value)]);
  }
  styleSheet(manifest);
  for (const file of VERSION_CSV_FILES) {
    const csv = version.files[file];
    if (csv !== undefined) addTableSheet(workbook, file.replace(/\.csv$/, ""), csv);
  }
  if (shared.ipt !== undefined) addTableSheet(workbook, IPT_SHEET, shared.ipt);
  if (shared.taxTerritories !== undefined) addTableSheet(workbook, TAX_TERRITORIES_SHEET, shared.taxTerritories);
  if (shared.premiumTax !== undefined) addTableSheet(workbook, PREMIUM_TAX_SHEET, shared.premiumTax);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function addTableSheet(workbook: ExcelJS.Workbook, name: string, csv: ParsedCsv): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow([...csv.header]);
  for (const row of csv.rows) {
    const added = sheet.addRow(csv.header.map(() => null));
    csv.header.forEach((column, index) => {
      const cell = added.getCell(index + 1);
      const value = spreadsheetCellOf(row.values[column] ?? "");
      cell.value = value.value;
      if ("numFmt" in value) cell.numFmt = value.numFmt;
    });
  }
  styleSheet(sheet);
}

function styleSheet(sheet: ExcelJS.Worksheet): void {
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    let width = 8;
    column.eachCell?.({ includeEmpty: false }, (cell) => {
      width = Math.max(width, cell.text.length + 2);
    });
    column.width = Math.min(width, 60);
  });
}
