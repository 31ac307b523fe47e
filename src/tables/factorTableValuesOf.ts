import type { ParsedCsv } from "./parsedTables.js";
import type { TableSource } from "./types.js";

/**
 * The values of a rating factor's own table (`name,value` rows), by name, each with its
 * source for the worksheet; the first row of a name wins (a second is a problem the table's
 * check reports).
 *
 * @example
 * factorTableValuesOf(csv, "2026.1/factor-smoker-loading.csv").get("factor")?.value; // "1.25"
 */
export function factorTableValuesOf(table: ParsedCsv, path: string): ReadonlyMap<string, { readonly value: string; readonly source: TableSource }> {
  const values = new Map<string, { readonly value: string; readonly source: TableSource }>();
  for (const row of table.rows) {
    const name = (row.values["name"] ?? "").trim();
    if (!values.has(name)) values.set(name, { value: (row.values["value"] ?? "").trim(), source: { file: path, row: row.row } });
  }
  return values;
}
