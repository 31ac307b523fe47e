import { stringify } from "csv-stringify/sync";
import type { ParsedCsv } from "pmi-rating/tables";

/**
 * A parsed CSV file written back as text, the way the shipped tables are written: the header,
 * then one line per row in order, fields quoted only when they must be (a comma, a quote, a
 * line break), `\n` line ends and a final newline. What reading this text gives is the parsed
 * file again, so writing is the inverse of reading for every file in this form (the Excel
 * round trip and the solver's output rely on it).
 *
 * @example
 * renderCsvText({ header: ["ncd_level", "factor"], rows: [{ row: 2, values: { ncd_level: "0", factor: "1.60" } }] });
 * // "ncd_level,factor\n0,1.60\n"
 */
export function renderCsvText(csv: ParsedCsv): string {
  const records = [csv.header, ...csv.rows.map((row) => csv.header.map((column) => row.values[column] ?? ""))];
  return stringify(records, { record_delimiter: "unix" });
}
