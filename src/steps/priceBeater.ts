import { Decimal } from "../decimal.js";
import type { Issue, Warning } from "../model/issue.js";
import type { WorksheetLine } from "../model/response.js";
import { findIptRate } from "../tables/findIptRate.js";
import { fractionOfPercent } from "./lookups/fractionOfPercent.js";
import { findIncentive, readPriceBeater } from "./lookups/incentiveParameters.js";
import { quoteFieldPointer } from "./lookups/quotePointer.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { PolicyRating, RatingContext, RatingStep } from "./types.js";
import { quotientOf } from "./lookups/quotientOf.js";

const ZERO = new Decimal(0);
const ONE = new Decimal(1);

/** The sum of the priced members' premiums, the policy's premium this step works on. */
function pricedTotal(policy: PolicyRating): Decimal {
  return policy.members.reduce((sum, rating) => (rating.priced ? sum.plus(rating.premium) : sum), ZERO);
}

/** The discount in percent and how it was reached, or the problem that stops it. */
type Derivation =
  | { readonly percent: Decimal; readonly explanation: string; readonly warning?: Warning }
  | { readonly issue: Issue };

/**
 * Works out the Price Beater discount that brings the policy's net premium to the target:
 * competitorPrice × (1 − margin/100) ÷ (1 + IPT rate/100). The percentage is kept to two
 * decimal places, rounded down, so that the insurer never gives more than the match needs and
 * a requote sending the same percentage back reproduces the price exactly.
 */
function deriveDiscount(policy: PolicyRating, context: RatingContext): Derivation {
  const { request, tables } = context;
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
  const rate = findIptRate(context.ipt, request.taxRequiredDate);
  if (rate === undefined) {
    return { issue: { path: quoteFieldPointer("taxRequiredDate"), code: "TAX_DATE_OUT_OF_RANGE", message: `No IPT rate is in force on ${request.taxRequiredDate}.` } };
  }
  const { priceBeaterMarginPercent: margin, priceBeaterMaxDiscountPercent: maximum } = tables.incentives.bounds;
  const competitor = new Decimal(request.competitorPrice);
  const target = quotientOf(competitor.times(ONE.minus(fractionOfPercent(margin))), fractionOfPercent(rate.ratePercent).plus(1));
  const ours = pricedTotal(policy);
  const needed = ours.eq(0) ? ZERO : ONE.minus(quotientOf(target, ours)).times(100);
  const percent = (needed.lt(0) ? ZERO : needed.gt(maximum) ? maximum : needed).round(2, 0);
  const explanation =
    `Competitor's gross ${competitor.toFixed()} less the ${margin.toFixed()} % margin, without IPT at ${rate.ratePercent.toFixed()} %, ` +
    `is a target net premium of ${target.toFixed()}; the policy's premium is ${ours.toFixed()}; the discount needed is ${needed.toFixed()} %, ` +
    `kept within 0 to ${maximum.toFixed()} % and rounded down to ${percent.toFixed(2)} %.`;
  if (!percent.eq(0)) return { percent, explanation };
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

/**
 * Step 4.11 (policy level). Parameter Yes/Y/1: derive the discount d that matches the
 * competitor (see `deriveDiscount`), at least 0 and at most the tables' maximum; on a requote
 * the parameter is the percentage granted by the first quote, applied as it is. Every priced
 * member is × (1 − d/100); d is recorded on the policy as `priceBeaterDiscountPercent`.
 *
 * @example
 * priceBeater.apply(policy, context).priceBeaterDiscountPercent?.toFixed(); // "7.52"
 */
export const priceBeater: RatingStep = Object.freeze<RatingStep>({
  name: "priceBeater",
  apply(policy, context) {
    const instruction = readPriceBeater(context.request);
    const unchanged = (description: string): PolicyRating =>
      mapPricedMembers(policy, context, "priceBeater", (rating) => ({
        rating,
        lines: () => [{ description, factor: "1", before: rating.premium.toFixed(), after: rating.premium.toFixed() }],
      }));
    if (instruction.kind === "absent") return unchanged("No Price Beater incentive.");
    if (instruction.kind === "declined") return unchanged("Price Beater sent but not applied (parameter No).");
    if (instruction.kind === "unreadable") {
      const pointer = findIncentive(context.request, "Price Beater")?.pointer ?? quoteFieldPointer("incentive");
      return {
        ...policy,
        issues: [
          ...policy.issues,
          {
            path: `${pointer}/incentiveParameter`,
            code: "INVALID_INCENTIVE_PARAMETER",
            message: context.request.isRequote
              ? "On a requote the Price Beater parameter is the percentage the first quote granted, e.g. 7.5 (or No)."
              : "The Price Beater parameter is Yes, Y or 1 to apply it, or No, N or 0.",
          },
        ],
      };
    }
    const derivation: Derivation =
      instruction.kind === "granted"
        ? { percent: instruction.percent, explanation: `Requote: the ${instruction.percent.toFixed()} % granted by the first quote, applied as it is.` }
        : deriveDiscount(policy, context);
    if ("issue" in derivation) return { ...policy, issues: [...policy.issues, derivation.issue] };

    const factor = ONE.minus(fractionOfPercent(derivation.percent));
    const total = pricedTotal(policy);
    const policyLine: WorksheetLine = {
      step: "priceBeater",
      description: derivation.explanation,
      key: `discount ${derivation.percent.toFixed()} %`,
      factor: factor.toFixed(),
      before: total.toFixed(),
      after: total.times(factor).toFixed(),
    };
    const withLine: PolicyRating = {
      ...policy,
      worksheet: context.explain === false ? policy.worksheet : [...policy.worksheet, policyLine],
      warnings: derivation.warning === undefined ? policy.warnings : [...policy.warnings, derivation.warning],
      priceBeaterDiscountPercent: derivation.percent,
    };
    return mapPricedMembers(withLine, context, "priceBeater", (rating) => {
      const premium = rating.premium.times(factor);
      return {
        rating: withPremium(rating, premium),
        lines: () => [
          {
            description: `Price Beater discount of ${derivation.percent.toFixed()} %: × (1 − ${derivation.percent.toFixed()}/100).`,
            key: `discount ${derivation.percent.toFixed()} %`,
            factor: factor.toFixed(),
            before: rating.premium.toFixed(),
            after: premium.toFixed(),
          },
        ],
      };
    });
  },
});
