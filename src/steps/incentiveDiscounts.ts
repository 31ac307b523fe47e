import { incentiveDiscountsLines } from "./lines/incentiveDiscountsLines.js";
import { applyIncentiveDiscounts } from "./lookups/applyIncentiveDiscounts.js";
import { incentiveDiscountsOf } from "./lookups/incentiveDiscountsOf.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.9: psDiscount (× (1 − P/100)), then monthsFree (× (12 − N)/12); gift, NCD Uplift and
 * SwitchDec are recorded without changing the premium. Price Beater (step 4.11) and freeOption
 * (step 4.4) are applied by their own steps.
 *
 * @example
 * incentiveDiscounts.apply(policy, context); // psDiscount 5 and 1 month free: × 0.95 × 11/12
 */
export const incentiveDiscounts: RatingStep = Object.freeze<RatingStep>({
  name: "incentiveDiscounts",
  apply(policy, context) {
    const { discounts, issues } = incentiveDiscountsOf(context.request);
    if (issues.length > 0) return { ...policy, issues: [...policy.issues, ...issues] };
    return mapPricedMembers(policy, context, "incentiveDiscounts", (rating) => {
      const { premium, applied } = applyIncentiveDiscounts(rating.premium, discounts);
      return { rating: withPremium(rating, premium), lines: () => incentiveDiscountsLines(rating.member.pointer, applied, premium) };
    });
  },
});
