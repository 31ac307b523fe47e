import { incentiveDiscountsLines } from "./incentiveDiscountsLines.js";
import { applyIncentiveDiscounts } from "./applyIncentiveDiscounts.js";
import { incentiveDiscountsOf } from "./incentiveDiscountsOf.js";
import type { RatingStep } from "../../engine/types.js";

/**
 * Step 4.9: psDiscount (× (1 − P/100)), then monthsFree (× (12 − N)/12); gift, NCD Uplift and
 * SwitchDec are recorded without changing the premium. Price Beater (step 4.11) and freeOption
 * (step 4.4) are applied by their own steps.
 *
 * @example
 * // psDiscount 5 and 1 month free: × 0.95 × 11/12
 * runSteps(compileSteps(plan, [..., incentiveDiscounts]), request, plan, false);
 */
export const incentiveDiscounts: RatingStep = Object.freeze<RatingStep>({
  name: "incentiveDiscounts",
  compile() {
    return (quote) => {
      const { discounts, issues } = incentiveDiscountsOf(quote.request);
      if (issues.length > 0) {
        quote.issues.push(...issues);
        return undefined;
      }
      return (rating) => {
        const { premium, applied } = applyIncentiveDiscounts(rating.premium, discounts);
        rating.premium = premium;
        if (quote.worksheet !== undefined) for (const line of incentiveDiscountsLines(rating.member.pointer, applied, premium)) quote.worksheet.push(line);
      };
    };
  },
});
