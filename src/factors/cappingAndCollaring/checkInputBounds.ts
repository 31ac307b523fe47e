import type { Decimal } from "../../decimal/decimal.js";
import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { isWithinNumberBounds } from "../../engine/isWithinNumberBounds.js";
import type { NumberRangePlan, RatingPlan } from "../../engine/types.js";
import { QUOTE_POINTER } from "../../model/quotePointer.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * `issues` with the issue added (a list made on the first) when `value` is sent and lies outside `range`, the tables' `min` (a money
 * input's is 0) to `max`; the message is built only then.
 */
function reportOutside(
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
  issues = reportOutside(issues, request.competitorPrice, bounds.competitorPrice, QUOTE_POINTER, "competitorPrice", 0, maximumCompetitorPrice.value, " (GBP)");
  for (const member of members) {
    const { pointer } = member;
    issues = reportOutside(issues, member.previousnetPremium, bounds.previousNetPremium, pointer, "previousnetPremium", 0, maximumPreviousNetPremium.value, " (GBP)");
    issues = reportOutside(issues, member.previousCNCFactor, bounds.cncFactor, pointer, "previousCNCFactor", cncFactor.min, cncFactor.max, "");
    issues = reportOutside(issues, member.cncFactor, bounds.cncFactor, pointer, "cncFactor", cncFactor.min, cncFactor.max, "");
  }
  return issues ?? NO_ISSUES;
}
