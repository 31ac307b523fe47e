import { Decimal } from "../decimal.js";
import { fractionOfPercent } from "./lookups/fractionOfPercent.js";
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
    const commercial = new Decimal(context.request.commercialAdjustment ?? 0);
    const experience = new Decimal(context.request.experienceAdjustment ?? 0);
    const factor = fractionOfPercent(commercial).plus(1).times(fractionOfPercent(experience).plus(1));
    return mapPricedMembers(policy, context, "adjustments", (rating) => {
      const premium = timesFactor(rating.premium, factor);
      return {
        rating: withPremium(rating, premium),
        lines: () => [
          {
            description: `Commercial adjustment ${commercial.toFixed()} % and experience adjustment ${experience.toFixed()} %: × (1 + ${commercial.toFixed()}/100) × (1 + ${experience.toFixed()}/100).`,
            key: `commercial ${commercial.toFixed()} %, experience ${experience.toFixed()} %`,
            factor: factor.toFixed(),
            before: rating.premium.toFixed(),
            after: premium.toFixed(),
          },
        ],
      };
    });
  },
});
