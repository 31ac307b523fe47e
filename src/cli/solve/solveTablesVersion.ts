import { Decimal } from "../../decimal.js";
import { compileTables } from "../../tables/compileTables.js";
import { computeContentHashes } from "../../tables/hash/computeContentHashes.js";
import { sha256Hex } from "../../tables/loadTables.js";
import type { ParsedTables, ParsedVersion, UnhashedParsedTables } from "../../tables/parsedTables.js";
import { SIGN_OFF_MANIFEST_KEYS } from "../../tables/hash/manifestWithoutSignOff.js";
import type { ScaleTarget } from "../../tables/solve/scaleTarget.js";
import { scaleVersion } from "../../tables/solve/scaleVersion.js";
import { solveMultiplier, type SolveResult } from "../../tables/solve/solveMultiplier.js";
import type { RatingTables } from "../../tables/types.js";
import { pinTablesVersion } from "../impact/pinTablesVersion.js";
import type { ImpactBasis } from "../impact/policyPricing.js";
import { bookChangePercent } from "./bookChangePercent.js";

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
 * const solved = solveTablesVersion({ tables: defaultTablesData, version: "2027.1", lines, targetPercent: new Decimal("4.5"), scale, basis: "gross" });
 * solved.changePercent.toFixed(2); // "4.50"
 */
export function solveTablesVersion(request: SolveRequest): SolvedTables {
  const original = request.tables.versions.find((entry) => entry.directory === request.version);
  if (original === undefined) throw new Error(`There is no version ${request.version} in the tables.`);
  const from = pinned(request.tables, request.version);
  const adjustedWith = (multiplier: Decimal) => asDraft(scaleVersion(original, request.scale, multiplier));
  const withVersion = (version: ParsedVersion): UnhashedParsedTables => ({
    ...(request.tables.ipt === undefined ? {} : { ipt: request.tables.ipt }),
    versions: request.tables.versions.map((entry) => (entry.directory === request.version ? version : entry)),
  });
  const result = solveMultiplier(request.targetPercent, (multiplier) =>
    bookChangePercent(request.lines, from, pinned(hashed(withVersion(adjustedWith(multiplier))), request.version), request.basis),
  );
  const adjusted = adjustedWith(result.multiplier);
  return { ...result, tables: withVersion(adjusted), adjusted };
}

function hashed(tables: UnhashedParsedTables): ParsedTables {
  return { ...tables, hashes: computeContentHashes(tables, sha256Hex) };
}

function pinned(tables: ParsedTables, version: string): RatingTables {
  const compiled = compileTables(tables);
  if (!compiled.success) {
    throw new Error(`The tables cannot be compiled: ${compiled.problems.map((problem) => `${problem.file} ${problem.message}`).join("; ")}`);
  }
  const result = pinTablesVersion(compiled.tables, version);
  if (result === undefined) throw new Error(`There is no version ${version} in the tables.`);
  return result;
}

function asDraft(version: ParsedVersion): ParsedVersion {
  const manifest = Object.fromEntries(Object.entries((version.manifest ?? {}) as Record<string, unknown>).filter(([key]) => !SIGN_OFF_MANIFEST_KEYS.includes(key)));
  return { ...version, manifest: { ...manifest, status: "draft" } };
}
