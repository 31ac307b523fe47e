import type { Decimal } from "pmi-rating";
// The example below computes its target with `decimalOf` from "pmi-rating/toolkit".
import type { ParsedTables } from "pmi-rating";
import type { ParsedVersion, UnhashedParsedTables } from "pmi-rating/tables";
import type { ScaleTarget } from "./scaleTarget.js";
import { scaleVersion } from "./scaleVersion.js";
import { solveMultiplier, type SolveResult } from "./solveMultiplier.js";
import type { ImpactBasis } from "../impact/policyPricing.js";
import { asDraft } from "./asDraft.js";
import { bookChangePercent } from "./bookChangePercent.js";
import { pinnedTables } from "./pinnedTables.js";

/** What `tables solve` is asked. */
export interface SolveRequest {
  readonly tables: ParsedTables;
  /** The version whose table is scaled; it prices the book before and (scaled) after. */
  readonly version: string;
  /** The book, one JSON request a line. */
  readonly lines: readonly string[];
  readonly targetPercent: Decimal;
  readonly scale: ScaleTarget;
  readonly basis: ImpactBasis;
}

/** What a solve gives: the multiplier found, the change it gives, and the tables with the adjusted version (a draft). */
export interface SolvedTables extends SolveResult {
  readonly tables: UnhashedParsedTables;
  readonly adjusted: ParsedVersion;
}

/**
 * Finds the uniform change to one table of a version that moves the book's premium by the
 * target, pricing the whole book with the real engine for every trial (so minimum premiums,
 * the renewal cap and collar and rounding to pennies all count), and returns the tables with
 * that version adjusted and marked a draft (its sign-off removed: it must be approved again).
 *
 * @example
 * const solved = solveTablesVersion({ tables: defaultTablesData, version: "2027.1", lines, targetPercent: decimalOf("4.5"), scale, basis: "gross" });
 * solved.changePercent.toFixed(2); // "4.50"
 */
export function solveTablesVersion(request: SolveRequest): SolvedTables {
  const original = request.tables.versions.find((entry) => entry.directory === request.version);
  if (original === undefined) throw new Error(`There is no version ${request.version} in the tables.`);
  const from = pinnedTables(request.tables, request.version);
  const adjustedWith = (multiplier: Decimal) => asDraft(scaleVersion(original, request.scale, multiplier));
  // Every file of the tables is kept (the IPT history, the tax territories): the other versions' content hashes, and their approvals, stay as they were.
  const { hashes: _hashes, ...unhashed } = request.tables;
  const withVersion = (version: ParsedVersion): UnhashedParsedTables => ({
    ...unhashed,
    versions: unhashed.versions.map((entry) => (entry.directory === request.version ? version : entry)),
  });
  const result = solveMultiplier(request.targetPercent, (multiplier) =>
    bookChangePercent(request.lines, from, pinnedTables(withVersion(adjustedWith(multiplier)), request.version), request.basis),
  );
  const adjusted = adjustedWith(result.multiplier);
  return { ...result, tables: withVersion(adjusted), adjusted };
}
