import type { Colors } from "../format/colors.js";
import { createTable } from "../format/createTable.js";
import { formatPercent } from "@pmi-rating/rate-change";
import type { SegmentSummary } from "@pmi-rating/rate-change";

/**
 * The segments of `impact --by` as the report's table: per segment the policies, the premium
 * before and after, the segment's change, the mean and median change of its policies and the
 * share of them above the `--over` threshold.
 *
 * @example
 * formatSegmentTable(summary.segments, ["age-band"], 10, plainColors);
 */
export function formatSegmentTable(segments: readonly SegmentSummary[], dimensions: readonly string[], overPercent: number, colors: Colors): string[] {
  if (segments.length === 0) return [];
  const percent = (value: number | undefined) => (value === undefined ? "–" : formatPercent(value));
  const table = createTable(
    [...dimensions, "Policies", "Premium before", "Premium after", "Change", "Mean", "Median", `Over ${formatPercent(overPercent).replace(/^\+/, "")}`],
    colors,
    [...dimensions.map(() => "left" as const), "right", "right", "right", "right", "right", "right", "right"],
  );
  for (const segment of segments) {
    table.push([
      ...segment.values,
      String(segment.count),
      `£${segment.totalFrom}`,
      `£${segment.totalTo}`,
      percent(segment.changePercent),
      percent(segment.meanChangePercent),
      percent(segment.medianChangePercent),
      `${segment.overSharePercent.toFixed(2)} % (${segment.over})`,
    ]);
  }
  return [colors.bold(`Impact by ${dimensions.join(" × ")}`), table.toString(), ""];
}
