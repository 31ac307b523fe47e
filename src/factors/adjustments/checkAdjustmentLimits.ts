import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { RatingPlan } from "../../engine/types.js";
import { QUOTE_POINTER } from "../../model/quotePointer.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";
import { withOutOfRangeIssue } from "../shared/withOutOfRangeIssue.js";

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
  const percent = " (percent)";
  issues = withOutOfRangeIssue(
    issues,
    request.commercialAdjustment,
    bounds.commercialAdjustment,
    QUOTE_POINTER,
    "commercialAdjustment",
    commercialAdjustment.min,
    commercialAdjustment.max,
    percent,
  );
  issues = withOutOfRangeIssue(
    issues,
    request.experienceAdjustment,
    bounds.experienceAdjustment,
    QUOTE_POINTER,
    "experienceAdjustment",
    experienceAdjustment.min,
    experienceAdjustment.max,
    percent,
  );
  for (const member of members) {
    issues = withOutOfRangeIssue(
      issues,
      member.wellnessDiscount,
      bounds.wellnessDiscount,
      member.pointer,
      "wellnessDiscount",
      wellnessDiscount.min,
      wellnessDiscount.max,
      percent,
    );
  }
  return issues ?? NO_ISSUES;
}
