import type { AdjustmentFactor } from "../lookups/adjustmentFactorOf.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * The adjustments step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * adjustmentsLine(adjustmentFactorOf(request), "100", "94.5").factor; // "0.945"
 */
export function adjustmentsLine(adjustment: AdjustmentFactor, before: string, after: string): MemberLine {
  const commercial = adjustment.commercial.toFixed();
  const experience = adjustment.experience.toFixed();
  return {
    description: `Commercial adjustment ${commercial} % and experience adjustment ${experience} %: × (1 + ${commercial}/100) × (1 + ${experience}/100).`,
    key: `commercial ${commercial} %, experience ${experience} %`,
    factor: adjustment.factor.toFixed(),
    before,
    after,
  };
}
