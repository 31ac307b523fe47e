import { Decimal } from "../decimal.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

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
      const discount = new Decimal(rating.member.wellnessDiscount ?? 0);
      const factor = new Decimal(1).minus(discount.div(100));
      const premium = rating.premium.times(factor);
      return {
        rating: withPremium(rating, premium),
        lines: () => [
          {
            description: `Wellness discount ${discount.toFixed()} %: × (1 − ${discount.toFixed()}/100).`,
            key: `wellness ${discount.toFixed()} %`,
            factor: factor.toFixed(),
            before: rating.premium.toFixed(),
            after: premium.toFixed(),
          },
        ],
      };
    });
  },
});
