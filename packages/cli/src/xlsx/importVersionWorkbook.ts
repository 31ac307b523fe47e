import ExcelJS from "exceljs";
import {
  IPT_FILE,
  isTablesVersionName,
  PREMIUM_TAX_FILE,
  TAX_TERRITORIES_FILE,
  VERSION_CSV_FILES,
  type ParsedCsv,
  type ParsedRow,
  type ParsedVersion,
} from "pmi-rating/tables";
import { capTableProblems, type TableProblem } from "pmi-rating/tables";
import { IPT_SHEET, MANIFEST_SHEET, PREMIUM_TAX_SHEET, TAX_TERRITORIES_SHEET } from "./exportVersionWorkbook.js";
import { textOfSpreadsheetCell, textUnlessFormula } from "./textOfSpreadsheetCell.js";
import { workbookLimitProblem } from "./workbookLimits.js";

/** What reading a workbook gives: the version, the IPT history and the tax territories as parsed files, and every problem by sheet, row and column. */
export interface ImportedWorkbook {
  readonly version?: ParsedVersion;
  readonly ipt?: ParsedCsv;
  /** Absent when the workbook has no sheet `tax-territories`. */
  readonly taxTerritories?: ParsedCsv;
  /** Absent when the workbook has no sheet `premium-tax`. */
  readonly premiumTax?: ParsedCsv;
  /** `file` is `sheet <name>`, `row` the spreadsheet row, `column` the header name. */
  readonly problems: readonly TableProblem[];
}

/**
 * Reads a workbook written by `exportVersionWorkbook` (or edited from one) back into a tables
 * version (Node only; exceljs): the manifest from the first sheet, a table from each sheet named
 * as its file, the IPT history from `ipt`, and the tax territories from `tax-territories` and
 * `premium-tax` (optional, but both or neither: one without the other is a missing sheet, as
 * `tax-territories.csv` without `premium-tax.csv` is a missing file). Every cell is read as the text the table holds
 * (`textOfSpreadsheetCell`); a cell that cannot be (a date, a formula) and a missing sheet are
 * problems with the sheet, row and column (at most 100 listed a sheet, the rest counted). A
 * workbook beyond `WORKBOOK_LIMITS` (size, unpacked size, rows, cells) is one problem and no
 * version, refused before it is parsed. Blank rows are skipped with their
 * row numbers kept, as a CSV's are.
 *
 * @example
 * const { version, ipt, taxTerritories, premiumTax, problems } = await importVersionWorkbook(await readFile("2026.1.xlsx"));
 */
export async function importVersionWorkbook(bytes: Uint8Array): Promise<ImportedWorkbook> {
  // Bounded before exceljs holds it all in memory: file size, unpacked size (as inflated, not only as declared), rows, cells.
  const limit = workbookLimitProblem(bytes);
  if (limit !== undefined) return { problems: [limit] };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch (error) {
    return {
      problems: [
        { file: "workbook", code: "CSV_SYNTAX", message: `The file is not an Excel workbook (.xlsx): ${error instanceof Error ? error.message : String(error)}.` },
      ],
    };
  }
  const problems: TableProblem[] = [];
  const manifestSheet = workbook.getWorksheet(MANIFEST_SHEET);
  let manifest: Record<string, unknown> | undefined;
  if (manifestSheet === undefined)
    problems.push({
      file: `sheet ${MANIFEST_SHEET}`,
      code: "MISSING_FILE",
      message: `The workbook has no sheet "${MANIFEST_SHEET}" (the version's manifest: key and value on each row).`,
    });
  else manifest = readManifest(manifestSheet, problems);
  const files: Partial<Record<(typeof VERSION_CSV_FILES)[number], ParsedCsv>> = {};
  for (const file of VERSION_CSV_FILES) {
    const name = file.replace(/\.csv$/, "");
    const sheet = workbook.getWorksheet(name);
    if (sheet === undefined) problems.push({ file: `sheet ${name}`, code: "MISSING_FILE", message: `The workbook has no sheet "${name}" (the table ${file}).` });
    else files[file] = readTableSheet(sheet, problems);
  }
  const iptName = IPT_FILE.replace(/\.csv$/, "");
  const iptSheet = workbook.getWorksheet(IPT_SHEET);
  if (iptSheet === undefined) problems.push({ file: `sheet ${iptName}`, code: "MISSING_FILE", message: `The workbook has no sheet "${iptName}" (the IPT history).` });
  const ipt = iptSheet === undefined ? undefined : readTableSheet(iptSheet, problems);
  const taxTerritoriesSheet = workbook.getWorksheet(TAX_TERRITORIES_SHEET);
  const premiumTaxSheet = workbook.getWorksheet(PREMIUM_TAX_SHEET);
  // Optional tables, but a pair: the one without the other is missing (compileTables says so of the files too).
  if (taxTerritoriesSheet === undefined && premiumTaxSheet !== undefined) {
    problems.push({
      file: `sheet ${TAX_TERRITORIES_SHEET}`,
      code: "MISSING_FILE",
      message: `The workbook has a sheet "${PREMIUM_TAX_SHEET}" but no sheet "${TAX_TERRITORIES_SHEET}" (the table ${TAX_TERRITORIES_FILE}, the postcode areas of each tax territory): add it, or remove both.`,
    });
  }
  const taxTerritories = taxTerritoriesSheet === undefined ? undefined : readTableSheet(taxTerritoriesSheet, problems);
  if (premiumTaxSheet === undefined && taxTerritoriesSheet !== undefined) {
    problems.push({
      file: `sheet ${PREMIUM_TAX_SHEET}`,
      code: "MISSING_FILE",
      message: `The workbook has a sheet "${TAX_TERRITORIES_SHEET}" but no sheet "${PREMIUM_TAX_SHEET}" (the table ${PREMIUM_TAX_FILE}, each tax territory's premium-tax history): add it, or remove both.`,
    });
  }
  const premiumTax = premiumTaxSheet === undefined ? undefined : readTableSheet(premiumTaxSheet, problems);
  const label = typeof manifest?.version === "string" ? manifest.version.trim() : undefined;
  if (manifest !== undefined && label === undefined)
    problems.push({
      file: `sheet ${MANIFEST_SHEET}`,
      column: "version",
      code: "INVALID_MANIFEST",
      message: "The manifest sheet has no version: add a row version | 2026.1.",
    });
  // The version names the folder written: a name that is not a version name (../../x, a/b) is refused, never a path.
  const directory = label !== undefined && isTablesVersionName(label) ? label : undefined;
  if (label !== undefined && directory === undefined)
    problems.push({
      file: `sheet ${MANIFEST_SHEET}`,
      column: "version",
      code: "INVALID_MANIFEST",
      message: `The version ${JSON.stringify(label.slice(0, 80))} is not a version name: letters, digits, ".", "-" and "_", starting with a letter or digit, at most 64 characters (e.g. 2026.1).`,
    });
  return {
    ...(directory === undefined ? {} : { version: { directory, ...(manifest === undefined ? {} : { manifest }), files } }),
    ...(ipt === undefined ? {} : { ipt }),
    ...(taxTerritories === undefined ? {} : { taxTerritories }),
    ...(premiumTax === undefined ? {} : { premiumTax }),
    problems: capTableProblems(problems),
  };
}

function readManifest(sheet: ExcelJS.Worksheet, problems: TableProblem[]): Record<string, unknown> {
  const manifest: Record<string, unknown> = {};
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const key = row.getCell(1).value;
    const value = row.getCell(2).value;
    if (typeof key !== "string" || key.trim() === "") return;
    const text = typeof value === "string" ? textUnlessFormula(value.trim()) : undefined;
    if (text !== undefined && "problem" in text) {
      problems.push({ file: `sheet ${sheet.name}`, row: rowNumber, column: key, code: "INVALID_MANIFEST", message: `The value of ${key} ${text.problem}.` });
    } else if (text !== undefined) manifest[key.trim()] = text.text;
    else if (typeof value === "boolean" || typeof value === "number") manifest[key.trim()] = value;
    else
      problems.push({
        file: `sheet ${sheet.name}`,
        row: rowNumber,
        column: key,
        code: "INVALID_MANIFEST",
        message: `The value of ${key} must be text, a number or TRUE/FALSE.`,
      });
  });
  return manifest;
}

function readTableSheet(sheet: ExcelJS.Worksheet, problems: TableProblem[]): ParsedCsv {
  const headerRow = sheet.getRow(1);
  const header: string[] = [];
  headerRow.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
    const text = textOfSpreadsheetCell(cell.value, cell.numFmt);
    if ("problem" in text && text.problem.startsWith("is text"))
      problems.push({ file: `sheet ${sheet.name}`, row: 1, code: "INVALID_VALUE", message: `Sheet "${sheet.name}" cell ${cell.address} ${text.problem}.` });
    header[columnNumber - 1] = "text" in text ? text.text : "";
  });
  const rows: ParsedRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    header.forEach((column, index) => {
      if (column === "") return;
      const cell = row.getCell(index + 1);
      const text = textOfSpreadsheetCell(cell.value, cell.numFmt);
      if ("problem" in text) {
        problems.push({
          file: `sheet ${sheet.name}`,
          row: rowNumber,
          column,
          code: "INVALID_VALUE",
          message: `Sheet "${sheet.name}" cell ${cell.address} ${text.problem}.`,
        });
        values[column] = "";
      } else values[column] = text.text;
    });
    if (Object.values(values).some((value) => value !== "")) rows.push({ row: rowNumber, values });
  });
  return { header: header.filter((column) => column !== ""), rows };
}
