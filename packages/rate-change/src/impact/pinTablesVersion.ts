import type { RatingTables } from "pmi-rating";

/**
 * Tables that price every request with one named version, whatever its `priceRequiredDate`:
 * only that version is kept, and it is treated as in force from the beginning of time. This
 * is how `impact --from-version/--to-version` compares two versions of one folder on the same
 * book (a proposed version usually starts after the book's dates). `undefined` when the tables
 * hold no such version.
 *
 * @example
 * pinTablesVersion(defaultTables, "2027.1")?.versions.length; // 1
 */
export function pinTablesVersion(tables: RatingTables, label: string): RatingTables | undefined {
  const version = tables.versions.find((candidate) => candidate.manifest.version === label);
  if (version === undefined) return undefined;
  return {
    ...tables,
    versions: [{ ...version, manifest: { ...version.manifest, effectiveFrom: "0001-01-01" } }],
  };
}
