import { roundToPennies } from "./lookups/roundDecimal.js";
import { roundingLine } from "./lines/roundingLine.js";
import { mapPricedMembers } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.13: the premium, carried exact so far, is rounded once to pennies with the tables'
 * rounding mode. This is the member's `netPrice`.
 *
 * @example
 * rounding.apply(policy, context).members[0]?.netPrice?.toFixed(2); // "612.35" from 612.345 (half-up)
 */
export const rounding: RatingStep = Object.freeze<RatingStep>({
  name: "rounding",
  apply(policy, context) {
    const mode = context.tables.manifest.roundingMode;
    return mapPricedMembers(policy, context, "rounding", (rating) => {
      const netPrice = roundToPennies(rating.premium, mode);
      return {
        rating: { ...rating, premium: netPrice, netPrice },
        lines: () => [roundingLine(rating.member.pointer, mode, rating.premium.toFixed(), netPrice)],
      };
    });
  },
});
