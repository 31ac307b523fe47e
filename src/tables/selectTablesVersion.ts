import type { RatingTables, TablesVersion } from "./types.js";

/**
 * Returns the tables version in force on a date: the one whose `effectiveFrom` is the latest
 * on or before it (docs/rating-model.md section 3.5), or `undefined` when none is yet in force.
 * ISO dates compare correctly as strings.
 *
 * @example
 * selectTablesVersion(tables, "2026-03-01")?.manifest.version; // "2026.1"
 */
export function selectTablesVersion(tables: RatingTables, isoDate: string): TablesVersion | undefined {
  let inForce: TablesVersion | undefined;
  const { versions } = tables;
  // Indexed: for-of over the frozen list would allocate an iterator result per version (Node 20's V8).
  for (let index = 0; index < versions.length; index++) {
    const version = versions[index]!;
    if (version.manifest.effectiveFrom <= isoDate) inForce = version;
    else break;
  }
  return inForce;
}
