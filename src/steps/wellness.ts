import { wellnessLine } from "./lines/wellnessLine.js";
import { wellnessFactorOf } from "./lookups/wellnessFactorOf.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { timesFactor } from "./lookups/timesFactor.js";

/**
 * Step 4.7: × (1 − wellnessDiscount/100), the member's own wellness discount (absent: 0 %).
 *
 * @example
 * wellness.apply(policy, context); // wellnessDiscount 5: premium × 0.95
 */
export const wellness: RatingStep = Object.freeze<RatingStep>({
  name: "wellness",
  apply(policy, context) {
    return mapPricedMembers(policy, context, "wellness", (rating) => {
      const wellness = wellnessFactorOf(rating.member);
      const premium = timesFactor(rating.premium, wellness.factor);
      return { rating: withPremium(rating, premium), lines: () => [wellnessLine(rating.member.pointer, wellness, rating.premium.toFixed(), premium.toFixed())] };
    });
  },
});
