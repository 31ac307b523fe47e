import { compileTables } from "pmi-rating";
import { computeContentHashes } from "pmi-rating/tables";
import { sha256Hex } from "pmi-rating/node";
import type { UnhashedParsedTables } from "pmi-rating/tables";
import type { RatingTables } from "pmi-rating";
import { pinTablesVersion } from "../impact/pinTablesVersion.js";

/**
 * Parsed tables (a candidate of a solve) compiled with their content hashes and pinned to one
 * version, as `impact --to-version` pins them; throws when they do not compile.
 *
 * @example
 * pinnedTables(candidate, "2026.1").versions.length; // 1
 */
export function pinnedTables(tables: UnhashedParsedTables, version: string): RatingTables {
  const compiled = compileTables({ ...tables, hashes: computeContentHashes(tables, sha256Hex) });
  if (!compiled.success) {
    throw new Error(`The tables cannot be compiled: ${compiled.problems.map((problem) => `${problem.file} ${problem.message}`).join("; ")}`);
  }
  const result = pinTablesVersion(compiled.tables, version);
  if (result === undefined) throw new Error(`There is no version ${version} in the tables.`);
  return result;
}
