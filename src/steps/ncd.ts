import { ncdLine } from "./lines/ncdLine.js";
import { timesFactor } from "./lookups/timesFactor.js";
import type { MemberKernel, RatingStep } from "./types.js";

/**
 * Step 4.5: × the factor for the member's NCD level.
 *
 * @example
 * // NCD level 3: premium × 0.8 in the test tables
 * runSteps(compileSteps(plan, [..., ncd]), request, plan, false);
 */
export const ncd: RatingStep = Object.freeze<RatingStep>({
  name: "ncd",
  compile(plan) {
    const table = plan.version.ncd;
    // One member kernel per compiled step, not one per quote: it keeps no per-quote state.
    const memberKernel: MemberKernel = (rating, quote) => {
      const { member } = rating;
      const factor = table.factors.get(member.ncdLevel);
      if (factor === undefined) {
        quote.issues.push({
          path: `${member.pointer}/ncdLevel`,
          code: "INVALID_NCD_LEVEL",
          message: `NCD level ${member.ncdLevel} is not in the NCD table (levels ${table.lowestLevel} to ${table.highestLevel}).`,
        });
        return;
      }
      const before = rating.premium;
      rating.premium = timesFactor(before, factor.value);
      if (quote.worksheet !== undefined) quote.worksheet.push(ncdLine(member.pointer, member, factor, before.toFixed(), rating.premium.toFixed()));
    };
    return () => memberKernel;
  },
});
