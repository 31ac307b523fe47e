import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { defaultTablesData } from "pmi-rating/tables";
import { computeContentHashes } from "pmi-rating/tables";
import { sha256Hex } from "../../../../src/tables/hash/sha256Hex.js";
import { PREMIUM_TAX_FILE, TAX_TERRITORIES_FILE, VERSION_CSV_FILES } from "pmi-rating/tables";
import { TABLES_DIRECTORY } from "@pmi-rating/test-support";
import { renderCsvText } from "@pmi-rating/rate-change";
import { exportVersionWorkbook } from "./exportVersionWorkbook.js";
import { importVersionWorkbook } from "./importVersionWorkbook.js";
import { spreadsheetCellOf } from "./spreadsheetCellOf.js";
import { textOfSpreadsheetCell } from "./textOfSpreadsheetCell.js";

describe("import(export(V)) on the shipped tables", () => {
  it.each(defaultTablesData.versions.map((version) => [version.directory, version] as const))(
    "gives back %s byte for byte, with the same content hash",
    async (directory, version) => {
      const imported = await importVersionWorkbook(await exportVersionWorkbook(version, defaultTablesData));
      expect(imported.problems).toEqual([]);
      for (const file of VERSION_CSV_FILES) {
        expect(renderCsvText(imported.version!.files[file]!)).toBe(await readFile(join(TABLES_DIRECTORY, directory, file), "utf8"));
      }
      expect(`${JSON.stringify(imported.version!.manifest, null, 2)}\n`).toBe(await readFile(join(TABLES_DIRECTORY, directory, "manifest.json"), "utf8"));
      expect(renderCsvText(imported.ipt!)).toBe(await readFile(join(TABLES_DIRECTORY, "ipt.csv"), "utf8"));
      expect(renderCsvText(imported.taxTerritories!)).toBe(await readFile(join(TABLES_DIRECTORY, TAX_TERRITORIES_FILE), "utf8"));
      expect(renderCsvText(imported.premiumTax!)).toBe(await readFile(join(TABLES_DIRECTORY, PREMIUM_TAX_FILE), "utf8"));
      const hash = computeContentHashes(
        { versions: [imported.version!], ipt: imported.ipt!, taxTerritories: imported.taxTerritories!, premiumTax: imported.premiumTax! },
        sha256Hex,
      ).byVersion[directory];
      expect(hash).toBe(defaultTablesData.hashes.byVersion[directory]);
    },
  );

  it("puts the manifest first, one sheet per table, numbers with their decimal places as the number format", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportVersionWorkbook(defaultTablesData.versions[1]!, defaultTablesData)) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "manifest",
      ...VERSION_CSV_FILES.map((file) => file.replace(/\.csv$/, "")),
      "ipt",
      "tax-territories",
      "premium-tax",
    ]);
    const factor = workbook.getWorksheet("ncd")!.getCell("B2");
    expect([factor.value, factor.numFmt]).toEqual([1.6, "0.00"]);
  });
});

describe("importVersionWorkbook: problems by sheet, row and column", () => {
  it("names a date, a formula and a missing sheet", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportVersionWorkbook(defaultTablesData.versions[1]!, defaultTablesData)) as unknown as ExcelJS.Buffer);
    workbook.getWorksheet("ncd")!.getCell("B3").value = { formula: "B2*0.9" };
    workbook.getWorksheet("ipt")!.getCell("A2").value = new Date(Date.UTC(1994, 9, 1));
    workbook.removeWorksheet(workbook.getWorksheet("payment")!.id);
    const imported = await importVersionWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()));
    // In the workbook's order: the ncd sheet comes before payment's place, the IPT history last.
    expect(imported.problems.map(({ file, row, column, code }) => ({ file, row, column, code }))).toEqual([
      { file: "sheet ncd", row: 3, column: "factor", code: "INVALID_VALUE" },
      { file: "sheet payment", row: undefined, column: undefined, code: "MISSING_FILE" },
      { file: "sheet ipt", row: 2, column: "effective_from", code: "INVALID_VALUE" },
    ]);
    expect(imported.problems[0]?.message).toBe(`Sheet "ncd" cell B3 is a formula: paste it as a value.`);
  });

  it("names the missing one of the two tax sheets, and reads the other", async () => {
    for (const [removed, kept] of [
      ["premium-tax", "tax-territories"],
      ["tax-territories", "premium-tax"],
    ] as const) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await exportVersionWorkbook(defaultTablesData.versions[1]!, defaultTablesData)) as unknown as ExcelJS.Buffer);
      workbook.removeWorksheet(workbook.getWorksheet(removed)!.id);
      const imported = await importVersionWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()));
      expect(imported.problems.map(({ file, row, column, code }) => ({ file, row, column, code }))).toEqual([
        { file: `sheet ${removed}`, row: undefined, column: undefined, code: "MISSING_FILE" },
      ]);
      expect(imported.problems[0]?.message).toBe(
        `The workbook has a sheet "${kept}" but no sheet "${removed}" (the table ${removed}.csv, ${removed === "premium-tax" ? "each tax territory's premium-tax history" : "the postcode areas of each tax territory"}): add it, or remove both.`,
      );
      const keptCsv = kept === "premium-tax" ? imported.premiumTax : imported.taxTerritories;
      expect(renderCsvText(keptCsv!)).toBe(await readFile(join(TABLES_DIRECTORY, `${kept}.csv`), "utf8"));
      expect(removed === "premium-tax" ? imported.premiumTax : imported.taxTerritories).toBeUndefined();
    }
  });

  it("reads a workbook without either tax sheet as tables without tax territories", async () => {
    const { taxTerritories: _territories, premiumTax: _tax, ...withoutTax } = defaultTablesData;
    const imported = await importVersionWorkbook(await exportVersionWorkbook(defaultTablesData.versions[1]!, withoutTax));
    expect(imported.problems).toEqual([]);
    expect([imported.taxTerritories, imported.premiumTax]).toEqual([undefined, undefined]);
  });

  it("names a malformed cell of a tax sheet by sheet, row and column", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportVersionWorkbook(defaultTablesData.versions[1]!, defaultTablesData)) as unknown as ExcelJS.Buffer);
    workbook.getWorksheet("premium-tax")!.getCell("B2").value = new Date(Date.UTC(1994, 9, 1));
    const imported = await importVersionWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(imported.problems.map(({ file, row, column, code }) => ({ file, row, column, code }))).toEqual([
      { file: "sheet premium-tax", row: 2, column: "effective_from", code: "INVALID_VALUE" },
    ]);
  });

  it("refuses a file that is not a workbook", async () => {
    const imported = await importVersionWorkbook(new TextEncoder().encode("not a workbook"));
    expect(imported.problems[0]?.message).toMatch(/^The file is not an Excel workbook/);
  });
});

describe("spreadsheetCellOf and textOfSpreadsheetCell", () => {
  it("keep a number's decimal places, and text as text", () => {
    for (const text of ["1.60", "352", "0", "-10", "323.00", "0.000001"]) {
      const cell = spreadsheetCellOf(text);
      expect(textOfSpreadsheetCell(cell.value, "numFmt" in cell ? cell.numFmt : undefined)).toEqual({ text });
    }
    for (const text of ["AB", "007", "+5", "2017-06-01", "1234567890123456"]) expect(spreadsheetCellOf(text)).toEqual({ value: text });
  });
});
