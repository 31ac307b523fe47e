import { Decimal } from "../../decimal/decimal.js";
import type { Issue, Warning } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { findIptRatePlan } from "../../engine/findIptRatePlan.js";
import type { RatingPlan } from "../../engine/types.js";
import { findIncentive } from "../shared/incentiveParameters.js";
import { quoteFieldPointer } from "../../model/quotePointer.js";

const ZERO = new Decimal(0);
const ONE = new Decimal(1);
// Decimals rather than number literals: big.js parses a number operand from its text on every call.
const HUNDRED = new Decimal(100);

/** The discount in percent and how it was reached, or the problem that stops it. */
export type PriceBeaterDerivation =
  | {
      readonly percent: Decimal;
      /** How the percentage was reached, for the worksheet: written only when asked (its 40-digit figures cost more than the arithmetic). */
      readonly explanation: () => string;
      readonly warning?: Warning;
    }
  | { readonly issue: Issue };

/**
 * Works out the Price Beater discount that brings the policy's net premium to the target:
 * competitorPrice × (1 − margin/100) ÷ (1 + IPT rate/100). The percentage is kept to two
 * decimal places, rounded down, so that the insurer never gives more than the match needs and
 * a requote sending the same percentage back reproduces the price exactly. `ours` is the
 * policy's premium (`pricedTotal`). Shared by the step and the fused pass of the default steps.
 *
 * @example
 * derivePriceBeaterDiscount(pricedTotal(quote.members), quote.request, plan); // { percent: 7.52, explanation: () => "…" }
 */
export function derivePriceBeaterDiscount(ours: Decimal, request: NormalizedQuoteRequest, plan: RatingPlan): PriceBeaterDerivation {
  const incentivePointer = findIncentive(request, "Price Beater")?.pointer ?? quoteFieldPointer("incentive");
  if (request.competitorPrice === undefined) {
    return {
      issue: {
        path: quoteFieldPointer("competitorPrice"),
        code: "INVALID_INCENTIVE_PARAMETER",
        message: "Price Beater needs competitorPrice, the competitor's annual gross premium.",
      },
    };
  }
  const rate = findIptRatePlan(plan, request.taxRequiredDate);
  if (rate === undefined) {
    return { issue: { path: quoteFieldPointer("taxRequiredDate"), code: "TAX_DATE_OUT_OF_RANGE", message: `No IPT rate is in force on ${request.taxRequiredDate}.` } };
  }
  const { priceBeaterMarginPercent: margin, priceBeaterMaxDiscountPercent: maximum } = plan.version.incentives.bounds;
  const competitor = new Decimal(request.competitorPrice);
  // The multipliers depend on the tables alone: they are the plan's.
  const target = competitor.times(plan.priceBeater.marginMultiplier).div(rate.multiplier);
  const needed = ours.eq(ZERO) ? ZERO : ONE.minus(target.div(ours)).times(HUNDRED);
  const percent = (needed.lt(ZERO) ? ZERO : needed.gt(maximum) ? maximum : needed).round(2, 0);
  const explanation = () =>
    `Competitor's gross ${competitor.toFixed()} less the ${margin.toFixed()} % margin, without IPT at ${rate.rate.ratePercent.toFixed()} %, ` +
    `is a target net premium of ${target.toFixed()}; the policy's premium is ${ours.toFixed()}; the discount needed is ${needed.toFixed()} %, ` +
    `kept within 0 to ${maximum.toFixed()} % and rounded down to ${percent.toFixed(2)} %.`;
  if (!percent.eq(ZERO)) return { percent, explanation };
  return {
    percent,
    explanation,
    warning: {
      path: incentivePointer,
      code: "INCENTIVE_NOT_APPLIED",
      message: `Price Beater gave no discount: the premium is already at or below the target worked from competitorPrice ${competitor.toFixed()}.`,
    },
  };
}
