import type { Decimal } from "../../decimal.js";
import type { RoundingMode } from "../../tables/types.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * The rounding step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * roundingLine("half-up", "612.345", netPrice).after; // "612.35"
 */
export function roundingLine(mode: RoundingMode, before: string, netPrice: Decimal): MemberLine {
  return {
    description: `Rounded to pennies (${mode}): the member's annual net premium.`,
    key: `rounding ${mode}`,
    before,
    after: netPrice.toFixed(2),
  };
}
