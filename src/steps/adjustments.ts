import { adjustmentsLine } from "./lines/adjustmentsLine.js";
import { adjustmentFactorOf } from "./lookups/adjustmentFactorOf.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { timesFactor } from "./lookups/timesFactor.js";

/**
 * Step 4.6: × (1 + commercialAdjustment/100) × (1 + experienceAdjustment/100); an absent
 * adjustment is 0 %.
 *
 * @example
 * adjustments.apply(policy, context); // commercial -10, experience 5: premium × 0.945
 */
export const adjustments: RatingStep = Object.freeze<RatingStep>({
  name: "adjustments",
  apply(policy, context) {
    const adjustment = adjustmentFactorOf(context.request);
    return mapPricedMembers(policy, context, "adjustments", (rating) => {
      const premium = timesFactor(rating.premium, adjustment.factor);
      return { rating: withPremium(rating, premium), lines: () => [adjustmentsLine(rating.member.pointer, adjustment, rating.premium.toFixed(), premium.toFixed())] };
    });
  },
});
