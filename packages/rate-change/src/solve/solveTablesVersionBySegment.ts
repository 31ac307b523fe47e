import type { Decimal } from "pmi-rating";
import { decimalOf, ROUND_HALF_UP } from "pmi-rating/toolkit";
import { safeQuote } from "pmi-rating";
import { parseRequestJson } from "pmi-rating/http";
import type { ParsedVersion, UnhashedParsedTables } from "pmi-rating/tables";
import { scaleVersion } from "./scaleVersion.js";
import { solveMultiplier } from "./solveMultiplier.js";
import type { RatingTables } from "pmi-rating";
import { asDraft } from "./asDraft.js";
import { bookPremiums } from "./bookPremiums.js";
import { pinnedTables } from "./pinnedTables.js";
import type { SegmentScale } from "./segmentScaleOf.js";
import type { SolveRequest } from "./solveTablesVersion.js";

/** What a solve by segment is asked: a solve, and how the table and the book are cut. */
export interface SegmentSolveRequest extends SolveRequest {
  readonly segmentScale: SegmentScale;
  /** Largest accepted gap between a segment's change and the target, in percentage points (default 0.005). */
  readonly tolerancePercent?: Decimal;
  /** Most rounds over the segments (default 8). */
  readonly maxRounds?: number;
}

/** One segment of a solve: its policies, its multiplier and the change in its book premium. */
export interface SolvedSegment {
  readonly segment: string;
  /** Policies of the book in the segment (priced by the version as it is). */
  readonly policies: number;
  readonly multiplier: Decimal;
  /** The change in the segment's book premium with every segment's multiplier applied; undefined without a policy. */
  readonly changePercent: Decimal | undefined;
  readonly converged: boolean;
}

/** What a solve by segment gives: each segment, the whole book, and the tables with the adjusted version (a draft). */
export interface SegmentSolvedTables {
  readonly segments: readonly SolvedSegment[];
  /** Policies of the book priced by the version as it is (a policy in two segments counted once). */
  readonly policies: number;
  /** The change in the whole book's premium. */
  readonly changePercent: Decimal;
  /** The segments' multipliers weighted by their premium before, the book's mean multiplier. */
  readonly meanMultiplier: Decimal;
  /** True when every segment with policies is within the tolerance of the target. */
  readonly converged: boolean;
  /** Rounds over the segments and books priced in all. */
  readonly rounds: number;
  readonly trials: number;
  readonly tables: UnhashedParsedTables;
  readonly adjusted: ParsedVersion;
}

/**
 * Finds one multiplier per segment of a table (each age band's row of base rates, each payment
 * method's factor, …) so that each segment's book premium moves by the target, pricing the
 * segment's policies with the real engine for every trial, as the uniform solve does (minimum
 * premiums, the renewal cap and collar and rounding to pennies all count). A policy's premium may
 * also depend on other segments' cells (a couple in two age bands, a policy taking two options),
 * so the segments are solved in rounds, each from the others' latest multipliers, until every one
 * is on target together. A segment without policies in the book keeps its cells (multiplier 1).
 *
 * @example
 * const solved = solveTablesVersionBySegment({ ...request, segmentScale: segmentScaleOf(scale, "age-band") as SegmentScale });
 * solved.segments.map((entry) => `${entry.segment} ×${entry.multiplier.toFixed(6)}`); // ["18-24 ×1.052311", …]
 */
export function solveTablesVersionBySegment(request: SegmentSolveRequest): SegmentSolvedTables {
  const tolerance = request.tolerancePercent ?? decimalOf("0.005");
  const maxRounds = request.maxRounds ?? 8;
  const original = request.tables.versions.find((entry) => entry.directory === request.version);
  if (original === undefined) throw new Error(`There is no version ${request.version} in the tables.`);
  const from = pinnedTables(request.tables, request.version);
  const { segmentScale, targetPercent } = request;
  const names = segmentScale.segmentsOf(original);
  const { bySegment: linesOf, policies } = policiesBySegment(request.lines, from, segmentScale);
  const multipliers = new Map(names.map((name) => [name, decimalOf(1)]));

  // Every file of the tables is kept (the IPT history, the tax territories): the other versions' content hashes, and their approvals, stay as they were.
  const { hashes: _hashes, ...unhashed } = request.tables;
  const withVersion = (version: ParsedVersion): UnhashedParsedTables => ({
    ...unhashed,
    versions: unhashed.versions.map((entry) => (entry.directory === request.version ? version : entry)),
  });
  const adjustedWith = (chosen: ReadonlyMap<string, Decimal>) =>
    asDraft(
      [...chosen].reduce(
        (version, [segment, multiplier]) =>
          multiplier.eq(1) ? version : scaleVersion(version, request.scale, multiplier, (values, column) => segmentScale.segmentOfCell(values, column) === segment),
        original,
      ),
    );
  const candidate = (chosen: ReadonlyMap<string, Decimal>) => pinnedTables(withVersion(adjustedWith(chosen)), request.version);
  const changeOf = (lines: readonly string[], to: RatingTables) => {
    const { before, after } = bookPremiums(lines, from, to, request.basis);
    return before.eq(0) ? undefined : after.minus(before).div(before).times(100);
  };
  const offTarget = (change: Decimal | undefined) => change !== undefined && change.minus(targetPercent).abs().gt(tolerance);

  let trials = 0;
  let rounds = 0;
  let changes = new Map<string, Decimal | undefined>();
  const measure = () => {
    const to = candidate(multipliers);
    changes = new Map(names.map((name) => [name, changeOf(linesOf.get(name) ?? [], to)]));
    trials += 1;
  };
  measure();
  while (rounds < maxRounds && names.some((name) => offTarget(changes.get(name)))) {
    rounds += 1;
    for (const name of names) {
      const lines = linesOf.get(name) ?? [];
      const change = changeOf(lines, candidate(multipliers));
      if (!offTarget(change)) continue;
      const start = multipliers.get(name)!;
      // From the segment's last multiplier, a step by the gap that is left (1 and 1 + target the first time).
      const next = start.times(decimalOf(1).plus(targetPercent.minus(change!).div(100)));
      const result = solveMultiplier(targetPercent, (multiplier) => changeOf(lines, candidate(new Map([...multipliers, [name, multiplier]]))) ?? decimalOf(0), {
        tolerancePercent: tolerance,
        firstMultipliers: [start, next.round(12, ROUND_HALF_UP)],
      });
      trials += result.trials.length;
      multipliers.set(name, result.multiplier);
    }
    measure();
  }

  const adjusted = adjustedWith(multipliers);
  const to = candidate(multipliers);
  const whole = bookPremiums(request.lines, from, to, request.basis);
  if (whole.before.eq(0)) throw new Error("No policy of the book was priced by both sets of tables: there is no book premium to change.");
  const weights = names.map((name) => ({ name, before: bookPremiums(linesOf.get(name) ?? [], from, from, request.basis).before }));
  const weight = weights.reduce((sum, entry) => sum.plus(entry.before), decimalOf(0));
  const meanMultiplier = weight.eq(0)
    ? decimalOf(1)
    : weights.reduce((sum, entry) => sum.plus(entry.before.times(multipliers.get(entry.name)!)), decimalOf(0)).div(weight);
  const segments = names.map((name) => {
    const change = changes.get(name);
    return { segment: name, policies: linesOf.get(name)?.length ?? 0, multiplier: multipliers.get(name)!, changePercent: change, converged: !offTarget(change) };
  });
  return {
    segments,
    policies,
    changePercent: whole.after.minus(whole.before).div(whole.before).times(100),
    meanMultiplier,
    converged: segments.every((entry) => entry.converged),
    rounds,
    trials,
    tables: withVersion(adjusted),
    adjusted,
  };
}

// The book's lines by segment, each policy placed by its quote with the tables as they are (a line that does not price is in none).
function policiesBySegment(lines: readonly string[], from: RatingTables, segmentScale: SegmentScale): { bySegment: Map<string, string[]>; policies: number } {
  const bySegment = new Map<string, string[]>();
  let policies = 0;
  for (const text of lines) {
    if (text.trim() === "") continue;
    // Read as the service reads a request: a line it refuses is in no segment.
    const parsed = parseRequestJson(text);
    if (!parsed.ok) continue;
    const request = parsed.value;
    const priced = safeQuote(request, from, { allowDraft: true });
    if (!priced.success) continue;
    const version = from.versions.find((entry) => entry.manifest.version === priced.data.tables.version);
    if (version === undefined) continue;
    policies += 1;
    for (const segment of segmentScale.segmentsOfPolicy(request, priced.data, version)) {
      bySegment.set(segment, [...(bySegment.get(segment) ?? []), text]);
    }
  }
  return { bySegment, policies };
}
