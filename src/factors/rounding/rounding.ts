import { roundingLine } from "./roundingLine.js";
import { roundToPennies } from "../../engine/roundDecimal.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

/**
 * Step 4.13: the premium, carried exact so far, is rounded once to pennies with the tables'
 * rounding mode. This is the member's `netPrice`.
 *
 * @example
 * // 612.345 becomes 612.35 (half-up)
 * runSteps(compileSteps(plan, [..., rounding]), request, plan, false).members[0]?.netPrice?.toFixed(2);
 */
export const rounding: RatingStep = Object.freeze<RatingStep>({
  name: "rounding",
  compile(plan) {
    const mode = plan.roundingMode;
    // One member kernel per compiled step, not one per quote: it keeps no per-quote state.
    const memberKernel: MemberKernel = (rating, quote) => {
      const before = rating.premium;
      const netPrice = roundToPennies(before, mode);
      rating.premium = netPrice;
      rating.netPrice = netPrice;
      if (quote.worksheet !== undefined) quote.worksheet.push(roundingLine(rating.member.pointer, mode, before.toFixed(), netPrice));
    };
    return () => memberKernel;
  },
});
