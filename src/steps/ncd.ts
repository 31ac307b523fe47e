import { ncdLine } from "./lines/ncdLine.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { timesFactor } from "./lookups/timesFactor.js";

/**
 * Step 4.5: × the factor of the member's no claim discount level.
 *
 * @example
 * ncd.apply(policy, context); // level 12: premium × 0.7 in the test tables
 */
export const ncd: RatingStep = Object.freeze<RatingStep>({
  name: "ncd",
  apply(policy, context) {
    return mapPricedMembers(policy, context, "ncd", (rating) => {
      const { member } = rating;
      const factor = context.tables.ncd.factors.get(member.ncdLevel);
      if (factor === undefined) {
        const { lowestLevel, highestLevel } = context.tables.ncd;
        return {
          issues: [
            {
              path: `${member.pointer}/ncdLevel`,
              code: "INVALID_NCD_LEVEL",
              message: `NCD level ${member.ncdLevel} is not in the NCD table (levels ${lowestLevel} to ${highestLevel}).`,
            },
          ],
        };
      }
      const premium = timesFactor(rating.premium, factor.value);
      return {
        rating: withPremium(rating, premium),
        lines: () => [ncdLine(member.pointer, member, factor, rating.premium.toFixed(), premium.toFixed())],
      };
    });
  },
});
