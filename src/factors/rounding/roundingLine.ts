import type { Decimal } from "../../decimal/decimal.js";
import type { RoundingMode } from "../../tables/types.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The rounding step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * roundingLine(member.pointer, "half-up", "612.345", netPrice).after; // "612.35"
 */
export function roundingLine(memberPointer: string, mode: RoundingMode, before: string, netPrice: Decimal): WorksheetLine {
  return {
    member: memberPointer,
    step: "rounding",
    description: `Rounded to pennies (${mode}): the member's annual net premium.`,
    key: `rounding ${mode}`,
    before,
    after: netPrice.toFixed(2),
  };
}
