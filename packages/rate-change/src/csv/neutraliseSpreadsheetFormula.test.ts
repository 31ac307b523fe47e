import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutraliseSpreadsheetFormula, REPORT_CSV_OPTIONS } from "./neutraliseSpreadsheetFormula.js";

const FORMULA_START = /^[=+\-@\t\r]/;

describe("neutraliseSpreadsheetFormula", () => {
  it("prefixes a text a spreadsheet would read as a formula with ', and keeps the rest", () => {
    expect(neutraliseSpreadsheetFormula('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(neutraliseSpreadsheetFormula("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(neutraliseSpreadsheetFormula("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(neutraliseSpreadsheetFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseSpreadsheetFormula("\t=1")).toBe("'\t=1");
    expect(neutraliseSpreadsheetFormula("\r=1")).toBe("'\r=1");
    for (const kept of ["Q-12", "", "HrSol", "line 4", "'=already", " =1"]) expect(neutraliseSpreadsheetFormula(kept)).toBe(kept);
  });

  it("keeps numbers, negative ones included, as they are", () => {
    for (const number of ["-12.50", "+5", "-0", "-.5", "-3e2", "12", "-1234567.89"]) expect(neutraliseSpreadsheetFormula(number)).toBe(number);
  });

  it("in a report, numbers round-trip unchanged and no text cell starts with a formula character", () => {
    const cell = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value.toFixed(2)),
      fc.string({ unit: "binary" }),
      fc.tuple(fc.constantFrom("=", "+", "-", "@", "\t", "\r"), fc.string()).map(([start, rest]) => start + rest),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const read: string[][] = parse(stringify(rows, { record_delimiter: "unix", ...REPORT_CSV_OPTIONS }), { relax_column_count: true });
        rows.forEach((row, r) =>
          row.forEach((value, c) => {
            const text = read[r]?.[c] ?? ""; // a row of one empty cell reads back as an empty line
            if (typeof value === "number") expect(text).toBe(String(value));
            else if (/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(value)) expect(text).toBe(value);
            else expect(text).not.toMatch(FORMULA_START);
          }),
        );
      }),
    );
  });
});
