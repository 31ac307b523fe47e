import { minimumPremiumLine } from "./lines/minimumPremiumLine.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.12: every priced member pays at least the tables' minimum annual net premium.
 *
 * @example
 * minimumPremium.apply(policy, context); // 120.5 becomes 150 in the test tables
 */
export const minimumPremium: RatingStep = Object.freeze<RatingStep>({
  name: "minimumPremium",
  apply(policy, context) {
    const minimum = context.tables.minimumPremium;
    return mapPricedMembers(policy, context, "minimumPremium", (rating) => {
      const raised = rating.premium.lt(minimum.value);
      const premium = raised ? minimum.value : rating.premium;
      return {
        rating: withPremium(rating, premium),
        lines: () => [minimumPremiumLine(rating.member.pointer, minimum, raised, rating.premium.toFixed(), premium.toFixed())],
      };
    });
  },
});
