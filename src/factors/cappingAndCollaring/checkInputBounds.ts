import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { RatingPlan } from "../../engine/types.js";
import { QUOTE_POINTER } from "../../model/quotePointer.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";
import { withOutOfRangeIssue } from "../shared/withOutOfRangeIssue.js";

/**
 * The money and factor inputs lie within the bounds the tables declare (limits.csv), so that
 * no absurd value can price (`ADJUSTMENT_OUT_OF_RANGE`, naming the bounds): each priced
 * member's `cncFactor` and `previousCNCFactor` within `cnc_factor_min` to `cnc_factor_max`,
 * `previousnetPremium` at most `maximum_previous_net_premium`; the policy's `competitorPrice`
 * at most `maximum_competitor_price`. A value is checked whenever it is sent, even where the
 * transaction ignores it (with a warning): a factor of 1e308 is a broken client either way.
 * The values are compared with the bounds as the plan holds them (`RatingPlan.requestBounds`),
 * exactly as decimals compare, without building a decimal per value.
 *
 * @example
 * checkInputBounds(mtcWithCncFactor(1e15), planOf(tables, version))[0]?.code; // "ADJUSTMENT_OUT_OF_RANGE"
 */
export function checkInputBounds(request: NormalizedQuoteRequest, plan: RatingPlan, members: readonly NormalizedMember[] = pricedMembersOf(request)): readonly Issue[] {
  const { cncFactor, maximumPreviousNetPremium, maximumCompetitorPrice } = plan.version.inputBounds;
  const bounds = plan.requestBounds;
  let issues: Issue[] | undefined;
  issues = withOutOfRangeIssue(issues, request.competitorPrice, bounds.competitorPrice, QUOTE_POINTER, "competitorPrice", 0, maximumCompetitorPrice.value, " (GBP)");
  for (const member of members) {
    const { pointer } = member;
    issues = withOutOfRangeIssue(
      issues,
      member.previousnetPremium,
      bounds.previousNetPremium,
      pointer,
      "previousnetPremium",
      0,
      maximumPreviousNetPremium.value,
      " (GBP)",
    );
    issues = withOutOfRangeIssue(issues, member.previousCNCFactor, bounds.cncFactor, pointer, "previousCNCFactor", cncFactor.min, cncFactor.max, "");
    issues = withOutOfRangeIssue(issues, member.cncFactor, bounds.cncFactor, pointer, "cncFactor", cncFactor.min, cncFactor.max, "");
  }
  return issues ?? NO_ISSUES;
}
