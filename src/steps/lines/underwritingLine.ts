import type { NormalizedMember } from "../../model/normalized.js";
import type { Factor } from "../../tables/types.js";
import { fromTable, type MemberLine } from "../mapPricedMembers.js";

/**
 * The underwriting step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * underwritingLine(member, factor, "720", "684").key; // "NMORI"
 */
export function underwritingLine(member: NormalizedMember, factor: Factor, before: string, after: string): MemberLine {
  const factorText = factor.value.toFixed();
  return {
    description: `Underwriting type ${member.uwType}: × ${factorText}.`,
    ...fromTable(factor.source),
    key: member.uwType,
    factor: factorText,
    before,
    after,
  };
}
