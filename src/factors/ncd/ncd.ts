import { invalidNcdLevelIssue } from "./invalidNcdLevelIssue.js";
import { ncdLine } from "./ncdLine.js";
import { timesFactor } from "../shared/timesFactor.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

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
        // Found by checkNcdLevelsInTable before pricing; kept for a caller's step list run on an unchecked request.
        quote.issues.push(invalidNcdLevelIssue(member.pointer, member.ncdLevel, table));
        return;
      }
      const before = rating.premium;
      rating.premium = timesFactor(before, factor.value);
      if (quote.worksheet !== undefined) quote.worksheet.push(ncdLine(member.pointer, member, factor, before.toFixed(), rating.premium.toFixed()));
    };
    return () => memberKernel;
  },
});
