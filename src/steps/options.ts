import { optionsLines } from "./lines/optionsLines.js";
import { applyOptions } from "./lookups/applyOptions.js";
import { findWaivedOption } from "./lookups/findWaivedOption.js";
import { optionsRatedFor } from "./lookups/optionsRatedFor.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.4: × each factor of the options the member is rated for, then + each annual amount
 * (options priced as an amount). An option waived by the `freeOption` incentive stays on cover
 * but contributes factor 1 or amount 0. One worksheet line per option; one line saying so when
 * there is none.
 *
 * @example
 * options.apply(policy, context); // Excess 500 and Dental: premium × 0.85 + 60
 */
export const options: RatingStep = Object.freeze<RatingStep>({
  name: "options",
  apply(policy, context) {
    const waivedOption = findWaivedOption(context.request, context.tables.options);
    return mapPricedMembers(policy, context, "options", (rating) => {
      const { taken, issues } = optionsRatedFor(rating.category, rating.member, context.tables);
      if (issues.length > 0) return { issues };
      const { premium, applied } = applyOptions(rating.premium, taken, waivedOption);
      return { rating: withPremium(rating, premium), lines: () => optionsLines(rating.member.pointer, applied, premium) };
    });
  },
});
