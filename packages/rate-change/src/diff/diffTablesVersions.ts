import { MANIFEST_FILE, VERSION_CSV_FILES, type ParsedCsv, type ParsedVersion } from "pmi-rating/tables";
import { diffCsvRows } from "./diffCsvRows.js";
import { tableKeyColumns } from "./tableKeyColumns.js";
import type { TableDiff, TablesDiff } from "./types.js";

/** One side of a diff: the version as read, how to call it, and its content hash if known. */
export interface DiffSide {
  readonly label: string;
  readonly version: ParsedVersion;
  readonly hash?: string;
}

/**
 * Every difference between two tables versions, table by table: the manifest key by key, then
 * each CSV file in the documented order, every added, removed and changed row and cell with the
 * percentage change of every number. Pure: it reads parsed files (`readTablesFolder`, the
 * shipped `defaultTablesData` or the workbench's files), so it runs in a browser.
 *
 * @example
 * const diff = diffTablesVersions({ label: "2026.1", version: v2026 }, { label: "2027.1", version: v2027 });
 * diff.tables.map((table) => table.file); // ["manifest.json", "base-rates.csv"]
 */
export function diffTablesVersions(from: DiffSide, to: DiffSide): TablesDiff {
  const tables: TableDiff[] = [];
  const manifest = diffCsvRows(MANIFEST_FILE, ["key"], manifestAsCsv(from.version.manifest), manifestAsCsv(to.version.manifest), false);
  if (manifest !== undefined) tables.push(manifest);
  for (const file of VERSION_CSV_FILES) {
    const table = diffCsvRows(file, tableKeyColumns(file), from.version.files[file], to.version.files[file]);
    if (table !== undefined) tables.push(table);
  }
  const side = ({ label, version, hash }: DiffSide) => ({ label, version: version.directory, ...(hash === undefined ? {} : { hash }) });
  return { from: side(from), to: side(to), tables };
}

// The manifest as a two-column table (key, value), so that its changes read like a table's.
function manifestAsCsv(manifest: unknown): ParsedCsv | undefined {
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) return undefined;
  const rows = Object.entries(manifest).map(([key, value], index) => ({
    row: index + 2,
    values: { key, value: typeof value === "string" ? value : JSON.stringify(value) },
  }));
  return { header: ["key", "value"], rows };
}
