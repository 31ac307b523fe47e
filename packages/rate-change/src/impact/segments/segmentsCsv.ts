import { stringify } from "csv-stringify/sync";
import type { SegmentSummary } from "./SegmentTotals.js";
import { REPORT_CSV_OPTIONS } from "../../csv/neutraliseSpreadsheetFormula.js";

/**
 * The segments of `impact --by` as CSV, one line per segment: its values (one column per
 * dimension), policies, exact premiums before and after, change, mean and median change in
 * percent, and the count and share above the threshold.
 *
 * @example
 * segmentsCsv(summary.segments, ["age-band"]).split("\n")[0];
 * // "age-band,policies,premium_before,premium_after,change_percent,mean_change_percent,median_change_percent,over_threshold,over_threshold_share_percent"
 */
export function segmentsCsv(segments: readonly SegmentSummary[], dimensions: readonly string[]): string {
  const header = [
    ...dimensions,
    "policies",
    "premium_before",
    "premium_after",
    "change_percent",
    "mean_change_percent",
    "median_change_percent",
    "over_threshold",
    "over_threshold_share_percent",
  ];
  const rows = segments.map((segment) => [
    ...segment.values,
    segment.count,
    segment.totalFrom,
    segment.totalTo,
    segment.changePercent ?? "",
    segment.meanChangePercent,
    segment.medianChangePercent ?? "",
    segment.over,
    segment.overSharePercent,
  ]);
  return stringify([header, ...rows], { record_delimiter: "unix", ...REPORT_CSV_OPTIONS });
}
