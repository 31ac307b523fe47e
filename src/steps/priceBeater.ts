import { Decimal } from "../decimal.js";
import { priceBeaterMemberLine } from "./lines/priceBeaterMemberLine.js";
import { priceBeaterPolicyLine } from "./lines/priceBeaterPolicyLine.js";
import { priceBeaterDerivationOf } from "./lookups/priceBeaterDerivationOf.js";
import { fractionOfPercent } from "./lookups/fractionOfPercent.js";
import { findIncentive, readPriceBeater } from "./lookups/incentiveParameters.js";
import { pricedTotal } from "./lookups/pricedTotal.js";
import { quoteFieldPointer } from "./lookups/quotePointer.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { PolicyRating, RatingStep } from "./types.js";

const ONE = new Decimal(1);

/** The worksheet's reason for no Price Beater discount when the incentive was not sent. */
export const PRICE_BEATER_ABSENT = "No Price Beater incentive.";
/** The worksheet's reason for no Price Beater discount when its parameter is No. */
export const PRICE_BEATER_DECLINED = "Price Beater sent but not applied (parameter No).";

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
        lines: () => [priceBeaterMemberLine(rating.member.pointer, description, undefined, undefined, rating.premium, rating.premium)],
      }));
    if (instruction.kind === "absent") return unchanged(PRICE_BEATER_ABSENT);
    if (instruction.kind === "declined") return unchanged(PRICE_BEATER_DECLINED);
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
    const derivation = priceBeaterDerivationOf(instruction, pricedTotal(policy.members), context);
    if ("issue" in derivation) return { ...policy, issues: [...policy.issues, derivation.issue] };

    const factor = ONE.minus(fractionOfPercent(derivation.percent));
    const withLine: PolicyRating = {
      ...policy,
      worksheet:
        context.explain === false
          ? policy.worksheet
          : [...policy.worksheet, priceBeaterPolicyLine(derivation.percent, derivation.explanation(), factor, pricedTotal(policy.members))],
      warnings: derivation.warning === undefined ? policy.warnings : [...policy.warnings, derivation.warning],
      priceBeaterDiscountPercent: derivation.percent,
    };
    return mapPricedMembers(withLine, context, "priceBeater", (rating) => {
      const premium = rating.premium.times(factor);
      return {
        rating: withPremium(rating, premium),
        lines: () => [priceBeaterMemberLine(rating.member.pointer, "", derivation.percent, factor, rating.premium, premium)],
      };
    });
  },
});
