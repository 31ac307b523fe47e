import type { Amount } from "../../tables/types.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The minimum premium step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * minimumPremiumLine(member.pointer, minimum, true, "120.5", "150").description; // "Below the minimum annual net premium of 150: raised to it."
 */
export function minimumPremiumLine(memberPointer: string, minimum: Amount, raised: boolean, before: string, after: string): WorksheetLine {
  const minimumText = minimum.value.toFixed();
  return {
    member: memberPointer,
    step: "minimumPremium",
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
