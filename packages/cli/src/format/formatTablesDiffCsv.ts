import { stringify } from "csv-stringify/sync";
import { REPORT_CSV_OPTIONS, type RowKey, type TablesDiff } from "@pmi-rating/rate-change";

/**
 * `pmi-rating tables diff --csv`: one line per removed or added row and per changed cell
 * (file, change, row, key, column, before, after, percent_change), for a spreadsheet's filter.
 *
 * @example
 * formatTablesDiffCsv(diff).split("\n")[0]; // "file,change,row,key,column,before,after,percent_change"
 */
export function formatTablesDiffCsv(diff: TablesDiff): string {
  const records: string[][] = [["file", "change", "row", "key", "column", "before", "after", "percent_change"]];
  const keyText = (key: RowKey) =>
    Object.entries(key)
      .filter(([, value]) => value !== "")
      .map(([column, value]) => `${column}=${value}`)
      .join(" ");
  for (const table of diff.tables) {
    for (const entry of table.removed)
      for (const [column, value] of Object.entries(entry.values))
        if (!(column in entry.key)) records.push([table.file, "removed", String(entry.row), keyText(entry.key), column, value, "", ""]);
    for (const entry of table.added)
      for (const [column, value] of Object.entries(entry.values))
        if (!(column in entry.key)) records.push([table.file, "added", String(entry.row), keyText(entry.key), column, "", value, ""]);
    for (const entry of table.changed)
      for (const cell of entry.cells)
        records.push([table.file, "changed", String(entry.row), keyText(entry.key), cell.column, cell.before, cell.after, cell.percentChange ?? ""]);
  }
  return stringify(records, REPORT_CSV_OPTIONS);
}
