import { minimumPremiumLine } from "./minimumPremiumLine.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

/**
 * Step 4.12: every priced member pays at least the tables' minimum annual net premium.
 *
 * @example
 * // 120.5 becomes 150 in the test tables
 * runSteps(compileSteps(plan, [..., minimumPremium]), request, plan, false);
 */
export const minimumPremium: RatingStep = Object.freeze<RatingStep>({
  name: "minimumPremium",
  compile(plan) {
    const minimum = plan.version.minimumPremium;
    // One member kernel per compiled step, not one per quote: it keeps no per-quote state.
    const memberKernel: MemberKernel = (rating, quote) => {
      const before = rating.premium;
      const raised = before.lt(minimum.value);
      if (raised) rating.premium = minimum.value;
      if (quote.worksheet !== undefined) quote.worksheet.push(minimumPremiumLine(rating.member.pointer, minimum, raised, before.toFixed(), rating.premium.toFixed()));
    };
    return () => memberKernel;
  },
});
