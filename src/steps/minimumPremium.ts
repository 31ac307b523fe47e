import { fromTable, mapPricedMembers, withPremium } from "./mapPricedMembers.js";
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
        lines: () => [
          {
            description: raised
              ? `Below the minimum annual net premium of ${minimum.value.toFixed()}: raised to it.`
              : `At or above the minimum annual net premium of ${minimum.value.toFixed()}: unchanged.`,
            ...fromTable(minimum.source),
            key: `minimum ${minimum.value.toFixed()}`,
            before: rating.premium.toFixed(),
            after: premium.toFixed(),
          },
        ],
      };
    });
  },
});
