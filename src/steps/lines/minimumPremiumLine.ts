import type { Amount } from "../../tables/types.js";
import { decimalText } from "./decimalText.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * The minimum premium step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * minimumPremiumLine(minimum, true, "120.5", "150").description; // "Below the minimum annual net premium of 150: raised to it."
 */
export function minimumPremiumLine(minimum: Amount, raised: boolean, before: string, after: string): MemberLine {
  const minimumText = decimalText(minimum.value);
  return {
    description: raised
      ? `Below the minimum annual net premium of ${minimumText}: raised to it.`
      : `At or above the minimum annual net premium of ${minimumText}: unchanged.`,
    table: minimum.source.file,
    row: minimum.source.row,
    key: `minimum ${minimumText}`,
    before,
    after,
  };
}
