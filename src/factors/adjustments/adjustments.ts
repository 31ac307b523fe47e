import { adjustmentsLine } from "./adjustmentsLine.js";
import { adjustmentFactorOf } from "./adjustmentFactorOf.js";
import { timesFactor } from "../shared/timesFactor.js";
import type { RatingStep } from "../../engine/types.js";

/**
 * Step 4.6: × (1 + commercialAdjustment/100) × (1 + experienceAdjustment/100); an absent
 * adjustment is 0 %.
 *
 * @example
 * // commercial -10, experience 5: premium × 0.945
 * runSteps(compileSteps(plan, [..., adjustments]), request, plan, false);
 */
export const adjustments: RatingStep = Object.freeze<RatingStep>({
  name: "adjustments",
  compile() {
    return (quote) => {
      const adjustment = adjustmentFactorOf(quote.request);
      return (rating) => {
        const before = rating.premium;
        rating.premium = timesFactor(before, adjustment.factor);
        if (quote.worksheet !== undefined) quote.worksheet.push(adjustmentsLine(rating.member.pointer, adjustment, before.toFixed(), rating.premium.toFixed()));
      };
    };
  },
});
