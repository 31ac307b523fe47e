import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { isWithinNumberBounds } from "../../engine/isWithinNumberBounds.js";
import type { NumberRangePlan, RatingPlan } from "../../engine/types.js";
import { QUOTE_POINTER } from "../../model/quotePointer.js";
import type { PercentRange } from "../../tables/types.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/** `issues` with the issue added (a list made on the first) when `value` is sent and lies outside `range` (the tables' `limits`); the message is built only then. */
function reportOutside(
  issues: Issue[] | undefined,
  value: number | undefined,
  range: NumberRangePlan,
  limits: PercentRange,
  pointer: string,
  field: string,
): Issue[] | undefined {
  if (value === undefined || isWithinNumberBounds(value, range.min, range.max)) return issues;
  const found = issues ?? [];
  found.push({
    path: `${pointer}/${field}`,
    code: "ADJUSTMENT_OUT_OF_RANGE",
    message: `${field} ${value} is outside the tables' limits, ${limits.min.toFixed()} to ${limits.max.toFixed()} (percent).`,
  });
  return found;
}

/**
 * `commercialAdjustment`, `experienceAdjustment` and each priced member's `wellnessDiscount`
 * lie within the tables' limits, in percent (`ADJUSTMENT_OUT_OF_RANGE`). The values are
 * compared with the limits as the plan holds them (`RatingPlan.requestBounds`), exactly as
 * decimals compare, without building a decimal per value.
 *
 * @example
 * checkAdjustmentLimits({ ...request, commercialAdjustment: 30 }, planOf(tables, version))[0]?.code; // "ADJUSTMENT_OUT_OF_RANGE"
 */
export function checkAdjustmentLimits(
  request: NormalizedQuoteRequest,
  plan: RatingPlan,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
): readonly Issue[] {
  const { commercialAdjustment, experienceAdjustment, wellnessDiscount } = plan.version.limits;
  const bounds = plan.requestBounds;
  let issues: Issue[] | undefined;
  issues = reportOutside(issues, request.commercialAdjustment, bounds.commercialAdjustment, commercialAdjustment, QUOTE_POINTER, "commercialAdjustment");
  issues = reportOutside(issues, request.experienceAdjustment, bounds.experienceAdjustment, experienceAdjustment, QUOTE_POINTER, "experienceAdjustment");
  for (const member of members) {
    issues = reportOutside(issues, member.wellnessDiscount, bounds.wellnessDiscount, wellnessDiscount, member.pointer, "wellnessDiscount");
  }
  return issues ?? NO_ISSUES;
}
