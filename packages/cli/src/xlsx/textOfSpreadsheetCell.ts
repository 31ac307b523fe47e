/** What a spreadsheet cell gave back: its text as a table holds it, or why it cannot be read. */
export type CellText = { readonly text: string } | { readonly problem: string };

/** The most decimal places a cell's number format may give a table value: 30, as many as Excel shows. */
export const MAX_CELL_DECIMALS = 30;

/**
 * Reads a spreadsheet cell back as the text of a table value: text as it is (trimmed), a number
 * with the decimal places of its number format (so 1.6 formatted 0.00 is "1.60"), an empty
 * cell as "". A date, a formula, an error or a boolean is a problem to fix in the sheet (tables
 * hold dates as text YYYY-MM-DD).
 *
 * @example
 * textOfSpreadsheetCell(1.6, "0.00");   // { text: "1.60" }
 * textOfSpreadsheetCell("AB", undefined); // { text: "AB" }
 */
export function textOfSpreadsheetCell(value: unknown, numFmt: string | undefined): CellText {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "string") return textUnlessFormula(value.trim());
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { problem: "is not a finite number" };
    const decimals = /\.(0+)/.exec(numFmt ?? "")?.[1]?.length;
    // A spreadsheet shows at most 30 decimal places (and toFixed throws past 100): more is a format to mend, never a crash.
    if (decimals !== undefined && decimals > MAX_CELL_DECIMALS)
      return { problem: `has a number format of ${decimals} decimal places, more than the ${MAX_CELL_DECIMALS} a spreadsheet shows: format it with fewer` };
    if (decimals !== undefined) return { text: value.toFixed(decimals) };
    return { text: String(value) };
  }
  if (value instanceof Date) return { problem: "is a spreadsheet date: write dates as text YYYY-MM-DD (format the cell as Text)" };
  if (typeof value === "boolean") return { problem: "is TRUE/FALSE: write the value the table expects, e.g. Y or N" };
  if (typeof value === "object" && ("formula" in value || "sharedFormula" in value)) return { problem: "is a formula: paste it as a value" };
  if (typeof value === "object" && "richText" in value) {
    return textUnlessFormula(
      (value as { richText: { text: string }[] }).richText
        .map((part) => part.text)
        .join("")
        .trim(),
    );
  }
  if (typeof value === "object" && "error" in value) return { problem: "is a spreadsheet error" };
  return { problem: "cannot be read as a table value" };
}

/** The characters that make a spreadsheet read a cell's text as a formula (OWASP's CSV injection list; tabs and returns are trimmed away). */
const FORMULA_START = /^[=+\-@]/;
/** A plain number, negative ones included: a spreadsheet reads it as that number, not as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Text as a table value, unless a spreadsheet opening the CSV written from it would run it as a
 * formula: `=HYPERLINK(…)`, `+cmd|' /C calc'!A0`, `@SUM(…)`, `-2+3`. Such text is refused, never
 * written (a table holds no formulas, and neutralising it with a `'` would change the value).
 * A plain number written as text (`-10`) is read as it is.
 *
 * @example
 * textUnlessFormula("-10"); // { text: "-10" }
 * textUnlessFormula("=1+1"); // { problem: "is text a spreadsheet would read as a formula …" }
 */
export function textUnlessFormula(text: string): CellText {
  if (!FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) return { text };
  const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
  return {
    problem: `is text a spreadsheet would read as a formula (${shown} begins with ${text[0]}): a table holds values, so write the value itself, without a leading =, +, - or @`,
  };
}
