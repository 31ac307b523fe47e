import type { TablesData, TablesVersion } from "./types.js";
import { entryInForceOn } from "./entryInForceOn.js";

/**
 * Returns the tables version in force on a date: the one whose `effectiveFrom` is the latest
 * on or before it (docs/rating-model.md section 3.5), or `undefined` when none is yet in force.
 * ISO dates compare correctly as strings.
 *
 * @example
 * selectTablesVersion(tables, "2026-03-01")?.manifest.version; // "2026.1"
 */
export function selectTablesVersion(tables: TablesData, isoDate: string): TablesVersion | undefined {
  return entryInForceOn(tables.versions, isoDate, (version) => version.manifest.effectiveFrom);
}
