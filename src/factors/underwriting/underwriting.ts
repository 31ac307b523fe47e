import { underwritingLine } from "./underwritingLine.js";
import { timesFactor } from "../shared/timesFactor.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

/**
 * Step 4.3: × the factor for the member's underwriting type.
 *
 * @example
 * // NMORI: premium × 0.95 in the test tables
 * runSteps(compileSteps(plan, [postcodeBand, baseRate, underwriting]), request, plan, false);
 */
export const underwriting: RatingStep = Object.freeze<RatingStep>({
  name: "underwriting",
  compile(plan) {
    const factors = plan.version.underwriting;
    // One member kernel per compiled step, not one per quote: it keeps no per-quote state.
    const memberKernel: MemberKernel = (rating, quote) => {
      const { member } = rating;
      const factor = factors.get(member.uwType);
      if (factor === undefined) {
        quote.issues.push({
          path: `${member.pointer}/uwType`,
          code: "INVALID_VALUE",
          message: `The rating tables have no factor for underwriting type ${member.uwType}.`,
        });
        return;
      }
      const before = rating.premium;
      rating.premium = timesFactor(before, factor.value);
      if (quote.worksheet !== undefined) quote.worksheet.push(underwritingLine(member.pointer, member, factor, before.toFixed(), rating.premium.toFixed()));
    };
    return () => memberKernel;
  },
});
