import type { GoldenDifference } from "./types.js";

/** The `field` of the tables' content hash in a `quoteResponse` difference. */
export const TABLES_HASH_FIELD = "tables/hash";

/**
 * True when a case's differences are nothing but the tables' content hash: a table file was
 * edited (a description, a version the case does not price) without moving any figure the case
 * pins. The runner reports such cases once, as one hash change, not as so many failing cases.
 *
 * @example
 * isTablesHashOnly([{ member: "policy", field: "tables/hash", expected: "ab…", actual: "cd…" }]); // true
 * isTablesHashOnly([{ member: "policy", field: "netPrice", expected: 1, actual: 2 }]); // false
 */
export function isTablesHashOnly(differences: readonly GoldenDifference[]): boolean {
  return (
    differences.length > 0 &&
    differences.every((difference) => difference.member === "policy" && difference.field === TABLES_HASH_FIELD && typeof difference.actual === "string")
  );
}
