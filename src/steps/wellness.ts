import { Decimal } from "../decimal.js";
import { fractionOfPercent } from "./lookups/fractionOfPercent.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { timesFactor } from "./lookups/timesFactor.js";

// Shared, as decimals are immutable: built once rather than for every member of every quote.
const ZERO = new Decimal(0);
const ONE = new Decimal(1);

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
      const sent = rating.member.wellnessDiscount;
      const discount = sent === undefined ? ZERO : new Decimal(sent);
      const factor = ONE.minus(fractionOfPercent(discount));
      const premium = timesFactor(rating.premium, factor);
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
