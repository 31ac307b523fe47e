/** The characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number as a report writes one: optional sign, digits, optional decimals and exponent. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A text cell of a CSV report made safe to open in a spreadsheet: a cell that begins with `=`,
 * `+`, `-`, `@`, a tab or a carriage return would be read as a formula (`=HYPERLINK(...)`,
 * `+cmd|' /C calc'!A0`), so it is prefixed with `'`, which the spreadsheet shows as text. A
 * number, negative ones included (`-12.50`, `-3e2`), is kept as it is and stays a number.
 * Every other text is kept as it is. For reports only (impact, segments, worksheets, tables
 * diffs): the CSV files of a tables folder are data the library reads, not reports.
 *
 * @example
 * neutraliseSpreadsheetFormula("=HYPERLINK(\"http://x\")"); // "'=HYPERLINK(\"http://x\")"
 * neutraliseSpreadsheetFormula("-12.50"); // "-12.50"
 * neutraliseSpreadsheetFormula("Q-12"); // "Q-12"
 */
export function neutraliseSpreadsheetFormula(text: string): string {
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

/**
 * csv-stringify's options for a report: every text cell passes through
 * `neutraliseSpreadsheetFormula` (numbers are cast separately and stay numbers), and a cell
 * holding a carriage return is quoted (csv-stringify quotes a line feed, not a lone carriage
 * return, which a spreadsheet reads as the end of the row: the rest of the cell would start a
 * new row, and could start it with a formula).
 *
 * @example
 * stringify(rows, { record_delimiter: "unix", ...REPORT_CSV_OPTIONS });
 */
export const REPORT_CSV_OPTIONS = {
  cast: {
    /** Every text cell, neutralised (`neutraliseSpreadsheetFormula`); numbers are not texts and stay as they are. */
    string: (text: string) => neutraliseSpreadsheetFormula(text),
  },
  /** A cell holding a carriage return is quoted: csv-stringify would otherwise let it start a new row. */
  quoted_match: /\r/,
} as const;
