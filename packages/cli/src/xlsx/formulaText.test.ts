import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { defaultTablesData } from "pmi-rating/tables";
import { renderCsvText } from "@pmi-rating/rate-change";
import { exportVersionWorkbook } from "./exportVersionWorkbook.js";
import { importVersionWorkbook } from "./importVersionWorkbook.js";

// Text a spreadsheet would run as a formula never reaches a CSV file (issue 39, finding 6).

async function imported(edit: (workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportVersionWorkbook(defaultTablesData.versions[1]!, defaultTablesData)) as unknown as ExcelJS.Buffer);
  edit(workbook);
  return importVersionWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

describe("importVersionWorkbook: formulas as text", () => {
  it("refuses text beginning with =, +, - or @, naming the sheet and cell, and writes none of it", async () => {
    const result = await imported((workbook) => {
      const ncd = workbook.getWorksheet("ncd")!;
      ncd.getCell("B7").value = '=HYPERLINK("http://evil.example","x")';
      ncd.getCell("B8").value = "+cmd|' /C calc'!A0";
      ncd.getCell("B9").value = "@SUM(1+1)";
      ncd.getCell("B10").value = "-2+3";
      ncd.getCell("C1").value = "=1+1";
      workbook.getWorksheet("postcode-bands")!.getCell("A2").value = { richText: [{ text: "=cmd" }] };
    });
    // In the workbook's order of tables: postcode-bands before ncd.
    expect(result.problems.map(({ file, row, code, message }) => ({ file, row, code, message: message.slice(0, 26) }))).toEqual([
      { file: "sheet postcode-bands", row: 2, code: "INVALID_VALUE", message: 'Sheet "postcode-bands" cel' },
      { file: "sheet ncd", row: 1, code: "INVALID_VALUE", message: 'Sheet "ncd" cell C1 is tex' },
      { file: "sheet ncd", row: 7, code: "INVALID_VALUE", message: 'Sheet "ncd" cell B7 is tex' },
      { file: "sheet ncd", row: 8, code: "INVALID_VALUE", message: 'Sheet "ncd" cell B8 is tex' },
      { file: "sheet ncd", row: 9, code: "INVALID_VALUE", message: 'Sheet "ncd" cell B9 is tex' },
      { file: "sheet ncd", row: 10, code: "INVALID_VALUE", message: 'Sheet "ncd" cell B10 is te' },
    ]);
    expect(result.problems.find((problem) => problem.row === 7)?.message).toBe(
      'Sheet "ncd" cell B7 is text a spreadsheet would read as a formula ("=HYPERLINK(\\"http://evil.example\\",\\"x\\")" begins with =): a table holds values, so write the value itself, without a leading =, +, - or @.',
    );
    const written = [...Object.values(result.version!.files), result.ipt!].map((csv) => renderCsvText(csv)).join("");
    for (const formula of ["=HYPERLINK", "+cmd", "@SUM", "-2+3", "=cmd", "=1+1"]) expect(written).not.toContain(formula);
  });

  it("refuses a manifest value a spreadsheet would read as a formula, and keeps none of it", async () => {
    const result = await imported((workbook) => {
      const manifest = workbook.getWorksheet("manifest")!;
      manifest.eachRow((row) => {
        if (row.getCell(1).value === "description") row.getCell(2).value = '=HYPERLINK("http://evil.example","x")';
      });
    });
    const problem = result.problems.find((entry) => entry.column === "description");
    expect(problem).toMatchObject({ file: "sheet manifest", code: "INVALID_MANIFEST" });
    expect(problem?.message).toContain("would read as a formula");
    expect(JSON.stringify(result.version?.manifest ?? {})).not.toContain("HYPERLINK");
  });

  it("keeps numbers, negative ones included, as numbers, and a negative number typed as text as that number", async () => {
    const result = await imported((workbook) => {
      const limits = workbook.getWorksheet("limits")!;
      limits.eachRow((row) => {
        if (row.getCell(1).value === "renewal_collar_percent") row.getCell(2).value = "-10";
      });
    });
    expect(result.problems).toEqual([]);
    const limits = result.version!.files["limits.csv"]!.rows.map((row) => row.values.value);
    expect(limits).toContain("-10");
    expect(limits).toContain("-25");
  });
});
