import type { AdjustmentFactor } from "./adjustmentFactorOf.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The adjustments step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * adjustmentsLine(member.pointer, adjustmentFactorOf(request), "100", "94.5").factor; // "0.945"
 */
export function adjustmentsLine(memberPointer: string, adjustment: AdjustmentFactor, before: string, after: string): WorksheetLine {
  const commercial = adjustment.commercial.toFixed();
  const experience = adjustment.experience.toFixed();
  return {
    member: memberPointer,
    step: "adjustments",
    description: `Commercial adjustment ${commercial} % and experience adjustment ${experience} %: × (1 + ${commercial}/100) × (1 + ${experience}/100).`,
    key: `commercial ${commercial} %, experience ${experience} %`,
    factor: adjustment.factor.toFixed(),
    before,
    after,
  };
}
