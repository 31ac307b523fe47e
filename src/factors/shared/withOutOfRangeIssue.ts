import type { Decimal } from "../../decimal/decimal.js";
import { isWithinNumberBounds } from "../../engine/isWithinNumberBounds.js";
import type { NumberRangePlan } from "../../engine/types.js";
import type { Issue } from "../../model/issue.js";

/**
 * `issues` with an `ADJUSTMENT_OUT_OF_RANGE` issue added when `value` is sent and lies outside
 * `range` (the plan's form of a limits.csv range); `min` and `max` are the bounds as the tables
 * spell them, for the message (a money input's lower bound is 0), and `unit` follows them. The
 * list is made on the first issue and the message built only then: most values are within.
 *
 * @example
 * withOutOfRangeIssue(undefined, 30, bounds.commercialAdjustment, "/individualHealthCarePolicy/quote", "commercialAdjustment", min, max, " (percent)");
 * // [{ code: "ADJUSTMENT_OUT_OF_RANGE", message: "commercialAdjustment 30 is outside the tables' limits, -20 to 20 (percent).", ... }]
 */
export function withOutOfRangeIssue(
  issues: Issue[] | undefined,
  value: number | undefined,
  range: NumberRangePlan,
  pointer: string,
  field: string,
  min: Decimal | 0,
  max: Decimal,
  unit: string,
): Issue[] | undefined {
  if (value === undefined || isWithinNumberBounds(value, range.min, range.max)) return issues;
  const found = issues ?? [];
  found.push({
    path: `${pointer}/${field}`,
    code: "ADJUSTMENT_OUT_OF_RANGE",
    message: `${field} ${value} is outside the tables' limits, ${min === 0 ? "0" : min.toFixed()} to ${max.toFixed()}${unit}.`,
  });
  return found;
}
