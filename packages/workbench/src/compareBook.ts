import type { BookLine } from "@pmi-rating/rate-change";
import { ImpactAccumulator } from "@pmi-rating/rate-change";
import type { ImpactBasis } from "@pmi-rating/rate-change";
import { pricePolicyLine } from "@pmi-rating/rate-change";
import type { RatingTables } from "pmi-rating";
import { impactReportOf, type ImpactReport } from "./impactReport.js";

/** The segments of a comparison: the page draws the dislocation by age band × postcode band. */
export const COMPARISON_SEGMENTS = ["age-band", "postcode-band"] as const;

export interface CompareBookOptions {
  readonly lines: readonly BookLine[];
  readonly from: RatingTables;
  readonly to: RatingTables;
  readonly basis: ImpactBasis;
  /** How many largest increases and decreases to list. */
  readonly largest?: number;
  /** Called every `progressEvery` policies and at the end, with the count priced so far. */
  readonly onProgress?: (done: number, total: number) => void;
  readonly progressEvery?: number;
}

/**
 * Reprices every line of a book with both sets of tables and summarises the change, with the
 * command line's own pricing and accumulator (`pmi-rating impact`), so that the page and the
 * terminal agree to the penny. Lines that either tables refuse are counted and sampled as
 * failures, never thrown.
 *
 * @example
 * compareBook({ lines, from, to, basis: "gross", onProgress: (done, total) => bar.value = done / total });
 */
export function compareBook(options: CompareBookOptions): ImpactReport {
  const accumulator = new ImpactAccumulator({ basis: options.basis, largest: options.largest ?? 10 });
  const total = options.lines.length;
  const every = Math.max(1, options.progressEvery ?? 50);
  options.lines.forEach(({ line, text }, index) => {
    accumulator.add(pricePolicyLine(text, line, options.from, options.to, COMPARISON_SEGMENTS));
    if ((index + 1) % every === 0 && index + 1 < total) options.onProgress?.(index + 1, total);
  });
  options.onProgress?.(total, total);
  return impactReportOf(accumulator.summary());
}
