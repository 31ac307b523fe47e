/** One cell that differs between two versions of a row. */
export interface CellChange {
  readonly column: string;
  /** The value before ("" when the column was absent). */
  readonly before: string;
  /** The value after ("" when the column is gone). */
  readonly after: string;
  /** Signed percentage change to two places ("+6.00"), when both values are numbers. */
  readonly percentChange?: string;
}

/** A row named by its key columns, e.g. `{ from_age: "30", to_age: "34" }`. */
export type RowKey = Readonly<Record<string, string>>;

/** What changed in one file between two versions. */
export interface TableDiff {
  /** `manifest.json` or one of the CSV files. */
  readonly file: string;
  readonly keyColumns: readonly string[];
  /** Columns only in the later version, and only in the earlier one. */
  readonly addedColumns: readonly string[];
  readonly removedColumns: readonly string[];
  readonly added: readonly { readonly key: RowKey; readonly row: number; readonly values: Readonly<Record<string, string>> }[];
  readonly removed: readonly { readonly key: RowKey; readonly row: number; readonly values: Readonly<Record<string, string>> }[];
  /** Rows in both with at least one cell changed; `row` is the spreadsheet row in the later version. */
  readonly changed: readonly { readonly key: RowKey; readonly row: number; readonly cells: readonly CellChange[] }[];
}

/** Every difference between two tables versions, file by file (files without a change left out). */
export interface TablesDiff {
  readonly from: { readonly label: string; readonly version: string; readonly hash?: string };
  readonly to: { readonly label: string; readonly version: string; readonly hash?: string };
  readonly tables: readonly TableDiff[];
}
