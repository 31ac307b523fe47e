import type { NormalizedMember } from "../../model/normalized.js";
import type { Factor } from "../../tables/types.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The underwriting step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * underwritingLine(member.pointer, member, factor, "720", "684").key; // "NMORI"
 */
export function underwritingLine(memberPointer: string, member: NormalizedMember, factor: Factor, before: string, after: string): WorksheetLine {
  const factorText = factor.value.toFixed();
  return {
    member: memberPointer,
    step: "underwriting",
    description: `Underwriting type ${member.uwType}: × ${factorText}.`,
    table: factor.source.file,
    row: factor.source.row,
    key: member.uwType,
    factor: factorText,
    before,
    after,
  };
}
