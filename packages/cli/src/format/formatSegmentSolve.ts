import type { Decimal } from "pmi-rating";
import type { SegmentSolvedTables } from "@pmi-rating/rate-change/node";
import type { Colors } from "./colors.js";
import { createTable } from "./createTable.js";
import { signedText } from "./signedText.js";

/** What a solve by segment was asked, for its report. */
export interface SegmentSolveHeading {
  /** "base-rates.csv of 2026.1" */
  readonly heading: string;
  readonly dimension: string;
  readonly target: Decimal;
  readonly basis: string;
}

/**
 * The report of `tables solve --segment`: per segment its policies, its multiplier and the
 * change it gives that segment's book premium (to 0.01 %, marked ✔ on target), then the whole
 * book: its premium-weighted mean multiplier and its change.
 *
 * @example
 * process.stdout.write(formatSegmentSolve(solved, { heading: "base-rates.csv of 2026.1", dimension: "age-band", target, basis: "gross" }, colors));
 */
export function formatSegmentSolve(solved: SegmentSolvedTables, asked: SegmentSolveHeading, colors: Colors): string {
  const target = `${signedText(asked.target.toFixed(2))} %`;
  const table = createTable([asked.dimension, "Policies", "Multiplier", "Change to its values", `Book ${asked.basis} premium change`], colors, [
    "left",
    "right",
    "right",
    "right",
    "right",
  ]);
  for (const segment of solved.segments) {
    const change =
      segment.changePercent === undefined
        ? "no policy: unchanged"
        : `${segment.converged ? colors.green("✔") : colors.red("✘")} ${signedText(segment.changePercent.toFixed(2))} %`;
    table.push([segment.segment, String(segment.policies), segment.multiplier.toFixed(6), `${signedText(segment.multiplier.minus(1).times(100).toFixed(4))} %`, change]);
  }
  table.push([
    colors.bold("Whole book"),
    String(solved.policies),
    solved.meanMultiplier.toFixed(6),
    `${signedText(solved.meanMultiplier.minus(1).times(100).toFixed(4))} %`,
    `${signedText(solved.changePercent.toFixed(2))} %`,
  ]);
  const status = solved.converged
    ? `${colors.green("✔")} Every segment with policies within 0.005 % of ${target}`
    : `${colors.red("✘")} Not every segment reaches ${target} within 0.005 %`;
  return [
    colors.bold(`Solve: ${asked.heading} × one multiplier per ${asked.dimension} for a ${target} change in each ${asked.dimension}'s book ${asked.basis} premium`),
    table.toString(),
    `${status} (${solved.rounds} ${solved.rounds === 1 ? "round" : "rounds"} over the segments, ${solved.trials} trials)`,
    `Whole book: mean multiplier ${solved.meanMultiplier.toFixed(6)} (weighted by each segment's premium before), achieved change ${signedText(solved.changePercent.toFixed(2))} %`,
    "",
  ].join("\n");
}
