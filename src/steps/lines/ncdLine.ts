import type { NormalizedMember } from "../../model/normalized.js";
import type { Factor } from "../../tables/types.js";
import { fromTable, type MemberLine } from "../mapPricedMembers.js";

/**
 * The no claim discount step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * ncdLine(member, factor, "684", "478.8").key; // "level 12"
 */
export function ncdLine(member: NormalizedMember, factor: Factor, before: string, after: string): MemberLine {
  const factorText = factor.value.toFixed();
  return {
    description: `No claim discount level ${member.ncdLevel}: × ${factorText}.`,
    ...fromTable(factor.source),
    key: `level ${member.ncdLevel}`,
    factor: factorText,
    before,
    after,
  };
}
