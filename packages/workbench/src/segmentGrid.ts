import { decimalOf } from "pmi-rating/toolkit";
import type { SegmentSummary } from "@pmi-rating/rate-change";

/** The change of the book's premium by age band × postcode band, and by each alone (premium-weighted). */
export interface SegmentGrid {
  readonly ageBands: readonly string[];
  readonly postcodeBands: readonly string[];
  /** `cells[age][band]`: the segment's change in percent and its policies, or undefined when empty. */
  readonly cells: readonly (readonly ({ readonly changePercent: number | undefined; readonly count: number } | undefined)[])[];
  /** Per age band (summed over postcode bands), and per postcode band. */
  readonly byAge: readonly { readonly label: string; readonly changePercent: number | undefined; readonly count: number }[];
  readonly byBand: readonly { readonly label: string; readonly changePercent: number | undefined; readonly count: number }[];
}

/**
 * Arranges the segments of an impact run by age band and postcode band (`--by
 * age-band,postcode-band`) as a grid for the workbench's heat map, and sums them per age band
 * and per postcode band for its bars: the change of a sum of premiums, exact, not a mean of
 * the cells' percentages.
 *
 * @example
 * segmentGrid(report.segments).byAge[0]; // { label: "0-17", changePercent: 5.98, count: 12 }
 */
export function segmentGrid(segments: readonly SegmentSummary[]): SegmentGrid {
  const numeric = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });
  const ageBands = [...new Set(segments.map((segment) => segment.values[0] ?? ""))].sort(numeric);
  const postcodeBands = [...new Set(segments.map((segment) => segment.values[1] ?? ""))].sort(numeric);
  const find = (age: string, band: string) => segments.find((segment) => segment.values[0] === age && segment.values[1] === band);
  const total = (label: string, chosen: readonly SegmentSummary[]) => {
    const from = chosen.reduce((sum, segment) => sum.plus(segment.totalFrom), decimalOf(0));
    const to = chosen.reduce((sum, segment) => sum.plus(segment.totalTo), decimalOf(0));
    return {
      label,
      count: chosen.reduce((sum, segment) => sum + segment.count, 0),
      changePercent: from.gt(0) ? Number(to.minus(from).div(from).times(100).round(2).toString()) : undefined,
    };
  };
  return {
    ageBands,
    postcodeBands,
    cells: ageBands.map((age) =>
      postcodeBands.map((band) => {
        const segment = find(age, band);
        return segment === undefined ? undefined : { changePercent: segment.changePercent, count: segment.count };
      }),
    ),
    byAge: ageBands.map((age) =>
      total(
        age,
        segments.filter((segment) => segment.values[0] === age),
      ),
    ),
    byBand: postcodeBands.map((band) =>
      total(
        band,
        segments.filter((segment) => segment.values[1] === band),
      ),
    ),
  };
}
