import type { NormalizedMember } from "../../model/normalized.js";
import type { Factor } from "../../tables/types.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The no claim discount step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * ncdLine(member.pointer, member, factor, "684", "478.8").key; // "level 12"
 */
export function ncdLine(memberPointer: string, member: NormalizedMember, factor: Factor, before: string, after: string): WorksheetLine {
  const factorText = factor.value.toFixed();
  return {
    member: memberPointer,
    step: "ncd",
    description: `No claim discount level ${member.ncdLevel}: × ${factorText}.`,
    table: factor.source.file,
    row: factor.source.row,
    key: `level ${member.ncdLevel}`,
    factor: factorText,
    before,
    after,
  };
}
