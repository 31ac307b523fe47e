import { histogramRows, type HistogramRow } from "@pmi-rating/rate-change";
import type { ImpactSummary } from "@pmi-rating/rate-change";

/**
 * An impact analysis as the page shows it, plain data that can be posted from the Web Worker:
 * the accumulator's summary with the histogram grouped into bars and the version counts as
 * lists.
 */
export type ImpactReport = Omit<ImpactSummary, "histogram" | "fromVersions" | "toVersions"> & {
  readonly histogram: readonly HistogramRow[];
  readonly fromVersions: readonly (readonly [string, number])[];
  readonly toVersions: readonly (readonly [string, number])[];
};

/**
 * The postable report of an impact summary: the fine 0.01 % histogram grouped into at most
 * about `bars` round-width bars (as the command line groups it, tails beyond the 1st and 99th
 * percentile in a bar each), every other figure as the summary has it.
 *
 * @example
 * impactReportOf(accumulator.summary()).histogram; // [{ label: "+3.00 % to +4.00 %", count: 120 }, ...]
 */
export function impactReportOf(summary: ImpactSummary, bars = 16): ImpactReport {
  const { histogram, fromVersions, toVersions, ...rest } = summary;
  return { ...rest, histogram: histogramRows(histogram, bars), fromVersions: [...fromVersions], toVersions: [...toVersions] };
}
