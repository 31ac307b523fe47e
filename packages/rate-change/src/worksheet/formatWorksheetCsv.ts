import { stringify } from "csv-stringify/sync";
import type { QuoteResponse } from "pmi-rating";
import { memberAt } from "./worksheetMembers.js";
import { REPORT_CSV_OPTIONS } from "../csv/neutraliseSpreadsheetFormula.js";

/** Columns of the worksheet CSV, in order. */
export const WORKSHEET_CSV_COLUMNS = [
  "quoteId",
  "member",
  "relationship",
  "age",
  "step",
  "description",
  "table",
  "row",
  "key",
  "factor",
  "amount",
  "before",
  "after",
] as const;

/**
 * The worksheet as CSV for a spreadsheet: a header, then one row per worksheet line in order,
 * every figure exact (no rounding, no thousands separator), quoted by a real CSV writer
 * (RFC 4180) so that commas, quotes and line breaks in descriptions survive. The policy-level
 * lines have an empty `member`.
 *
 * @example
 * writeFileSync("worksheet.csv", formatWorksheetCsv(quote(request, tables, { explain: true })));
 */
export function formatWorksheetCsv(response: QuoteResponse): string {
  const rows = (response.worksheet ?? []).map((line) => {
    const member = line.member === undefined ? undefined : memberAt(response, line.member);
    return [
      response.id ?? "",
      line.member ?? "",
      member?.relationship ?? "",
      member?.age ?? "",
      line.step,
      line.description,
      line.table ?? "",
      line.row ?? "",
      line.key ?? "",
      line.factor ?? "",
      line.amount ?? "",
      line.before ?? "",
      line.after ?? "",
    ];
  });
  return stringify([[...WORKSHEET_CSV_COLUMNS], ...rows], { record_delimiter: "unix", ...REPORT_CSV_OPTIONS });
}
