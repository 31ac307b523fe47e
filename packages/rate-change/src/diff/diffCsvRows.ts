import type { ParsedCsv, ParsedRow } from "pmi-rating/tables";
import { percentChangeText } from "./percentChangeText.js";
import type { CellChange, RowKey, TableDiff } from "./types.js";

/**
 * The differences between two versions of one CSV file: the rows added and removed (paired by
 * their key columns, those the file has), and for each row in both every cell whose text
 * differs, with its percentage change when both are numbers. Values are compared as written,
 * so 0.60 and 0.6 differ (as the content hash does). `undefined` when nothing differs.
 *
 * @example
 * diffCsvRows("ncd.csv", ["ncd_level"], ncd2026, ncd2027)?.changed[0];
 * // { key: { ncd_level: "0" }, row: 2, cells: [{ column: "factor", before: "1.60", after: "1.65", percentChange: "+3.13" }] }
 */
export function diffCsvRows(
  file: string,
  keyColumns: readonly string[],
  before: ParsedCsv | undefined,
  after: ParsedCsv | undefined,
  /** False for a file whose numbers are labels (the manifest's version "2026.1"), not quantities. */
  withPercentages = true,
): TableDiff | undefined {
  const beforeHeader = before?.header ?? [];
  const afterHeader = after?.header ?? [];
  const keys = keyColumns.filter((column) => beforeHeader.includes(column) || afterHeader.includes(column));
  const columns = [...afterHeader, ...beforeHeader.filter((column) => !afterHeader.includes(column))];
  const keyOf = (row: ParsedRow): RowKey => Object.fromEntries(keys.map((column) => [column, row.values[column] ?? ""]));
  const keyText = (row: ParsedRow) => JSON.stringify(keys.map((column) => row.values[column] ?? ""));
  const beforeRows = new Map((before?.rows ?? []).map((row) => [keyText(row), row]));
  const afterKeys = new Set((after?.rows ?? []).map(keyText));

  const added: TableDiff["added"][number][] = [];
  const changed: TableDiff["changed"][number][] = [];
  for (const row of after?.rows ?? []) {
    const previous = beforeRows.get(keyText(row));
    if (previous === undefined) {
      added.push({ key: keyOf(row), row: row.row, values: row.values });
      continue;
    }
    const cells: CellChange[] = [];
    for (const column of columns) {
      if (keys.includes(column)) continue;
      const from = previous.values[column] ?? "";
      const to = row.values[column] ?? "";
      if (from === to) continue;
      const percentChange = withPercentages ? percentChangeText(from, to) : undefined;
      cells.push({ column, before: from, after: to, ...(percentChange === undefined ? {} : { percentChange }) });
    }
    if (cells.length > 0) changed.push({ key: keyOf(row), row: row.row, cells });
  }
  const removed = (before?.rows ?? []).filter((row) => !afterKeys.has(keyText(row))).map((row) => ({ key: keyOf(row), row: row.row, values: row.values }));
  const addedColumns = afterHeader.filter((column) => !beforeHeader.includes(column));
  const removedColumns = beforeHeader.filter((column) => !afterHeader.includes(column));
  if (added.length + removed.length + changed.length + addedColumns.length + removedColumns.length === 0) return undefined;
  return { file, keyColumns: keys, addedColumns, removedColumns, added, removed, changed };
}
