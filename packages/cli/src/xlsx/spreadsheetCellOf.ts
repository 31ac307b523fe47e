/** A table value as a spreadsheet cell: a number with the format that shows it as written, or text. */
export type SpreadsheetCell = { readonly value: number; readonly numFmt: string } | { readonly value: string };

// A number the spreadsheet can hold and show back exactly as written: no leading zero or sign
// other than "-", at most 15 significant digits (a double's exact range).
const PLAIN_NUMBER = /^-?(0|[1-9]\d*)(\.(\d+))?$/;

/**
 * How a table value goes into a spreadsheet: a number when the spreadsheet can hold it and
 * show it back as written (its decimal places kept as the number format, so 1.60 shows as 1.60
 * and reads back as "1.60"), else text (a postcode prefix, a date, "007").
 *
 * @example
 * spreadsheetCellOf("1.60"); // { value: 1.6, numFmt: "0.00" }
 * spreadsheetCellOf("352");  // { value: 352, numFmt: "0" }
 * spreadsheetCellOf("AB");   // { value: "AB" }
 */
export function spreadsheetCellOf(text: string): SpreadsheetCell {
  const match = PLAIN_NUMBER.exec(text);
  if (match === null || text.replace(/[-.]/g, "").replace(/^0+/, "").length > 15) return { value: text };
  const decimals = match[3]?.length ?? 0;
  return { value: Number(text), numFmt: decimals === 0 ? "0" : `0.${"0".repeat(decimals)}` };
}
