import { wellnessLine } from "./wellnessLine.js";
import { timesFactor } from "../shared/timesFactor.js";
import { wellnessFactorOf } from "./wellnessFactorOf.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

/**
 * Step 4.7: × (1 − wellnessDiscount/100), the member's own wellness discount (absent: 0 %).
 *
 * @example
 * // wellnessDiscount 5: premium × 0.95
 * runSteps(compileSteps(plan, [..., wellness]), request, plan, false);
 */
export const wellness: RatingStep = Object.freeze<RatingStep>({
  name: "wellness",
  compile() {
    // One member kernel per compiled step, not one per quote: it keeps no per-quote state.
    const memberKernel: MemberKernel = (rating, quote) => {
      const factor = wellnessFactorOf(rating.member);
      const before = rating.premium;
      rating.premium = timesFactor(before, factor.factor);
      if (quote.worksheet !== undefined) quote.worksheet.push(wellnessLine(rating.member.pointer, factor, before.toFixed(), rating.premium.toFixed()));
    };
    return () => memberKernel;
  },
});
