import { describe, expect, it } from "vitest";
import { parseCsvText } from "./parseCsvText.js";

describe("parseCsvText", () => {
  it("reads what Excel saves: a byte-order mark, CRLF, quoted fields, spaces and trailing blank lines", () => {
    const text = '\uFEFFprefix , band,area_name\r\nSW1A, F ,"Westminster, Belgravia"\r\n"W1A",F,"Line one\r\nline two"\r\n\r\n\r\n';
    const result = parseCsvText(text, "2026.1/postcode-bands.csv");
    expect(result).toEqual({
      success: true,
      problems: [],
      csv: {
        header: ["prefix", "band", "area_name"],
        rows: [
          { row: 2, values: { prefix: "SW1A", band: "F", area_name: "Westminster, Belgravia" } },
          { row: 3, values: { prefix: "W1A", band: "F", area_name: "Line one\r\nline two" } },
        ],
      },
    });
  });

  it("numbers rows as a spreadsheet does, counting blank lines", () => {
    const result = parseCsvText("a,b\n1,2\n\n3,4\n", "x.csv");
    expect(result.success && result.csv.rows.map((row) => row.row)).toEqual([2, 4]);
  });

  it("gives blank values to a short row and drops blank header cells", () => {
    const result = parseCsvText("a,b,,\n1,,,\n2\n", "x.csv");
    expect(result.success && result.csv).toEqual({
      header: ["a", "b"],
      rows: [
        { row: 2, values: { a: "1", b: "" } },
        { row: 3, values: { a: "2", b: "" } },
      ],
    });
  });

  it("reports a value with no column, and a repeated column, with their rows", () => {
    const result = parseCsvText("a,b,a\n1,2,3,4\n", "x.csv");
    expect(result.problems).toEqual([
      expect.objectContaining({ file: "x.csv", row: 1, column: "a", code: "DUPLICATE_COLUMN" }),
      expect.objectContaining({ file: "x.csv", row: 2, code: "TOO_MANY_VALUES" }),
    ]);
  });

  it("reports text that is not CSV instead of throwing", () => {
    const result = parseCsvText('a,b\n"1,2\n', "x.csv");
    expect(result.success).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ file: "x.csv", code: "CSV_SYNTAX" })]);
  });

  it("reports an empty file", () => {
    expect(parseCsvText("\n\n", "x.csv").problems).toEqual([expect.objectContaining({ code: "MISSING_COLUMN" })]);
  });

  it("keeps a header named like an Object property as data", () => {
    const result = parseCsvText("constructor,toString\n1,2\n", "x.csv");
    expect(result.success && result.csv.rows[0]?.values).toEqual({ constructor: "1", toString: "2" });
  });
});
