import { underwritingLine } from "./lines/underwritingLine.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { timesFactor } from "./lookups/timesFactor.js";

/**
 * Step 4.3: × the factor for the member's underwriting type.
 *
 * @example
 * underwriting.apply(policy, context); // NMORI: premium × 0.95 in the test tables
 */
export const underwriting: RatingStep = Object.freeze<RatingStep>({
  name: "underwriting",
  apply(policy, context) {
    return mapPricedMembers(policy, context, "underwriting", (rating) => {
      const { member } = rating;
      const factor = context.tables.underwriting.get(member.uwType);
      if (factor === undefined) {
        return {
          issues: [{ path: `${member.pointer}/uwType`, code: "INVALID_VALUE", message: `The rating tables have no factor for underwriting type ${member.uwType}.` }],
        };
      }
      const premium = timesFactor(rating.premium, factor.value);
      return {
        rating: withPremium(rating, premium),
        lines: () => [underwritingLine(member.pointer, member, factor, rating.premium.toFixed(), premium.toFixed())],
      };
    });
  },
});
