import type { Decimal } from "../../decimal/decimal.js";
import type { NormalizedMember } from "../../model/normalized.js";
import type { AgeBand } from "../../tables/types.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The base rate step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * baseRateLine(member.pointer, member, ageBand, "B", rate, "0").amount; // "720"
 */
export function baseRateLine(memberPointer: string, member: NormalizedMember, ageBand: AgeBand, band: string, rate: Decimal, before: string): WorksheetLine {
  const gender = ageBand.gender === undefined ? "any gender" : `gender ${ageBand.gender}`;
  const rateText = rate.toFixed();
  return {
    member: memberPointer,
    step: "baseRate",
    description: `Base rate for age ${member.age} (band ${ageBand.fromAge}-${ageBand.toAge}, ${gender}) in postcode band ${band}.`,
    table: ageBand.source.file,
    row: ageBand.source.row,
    key: `age ${ageBand.fromAge}-${ageBand.toAge}, ${gender}, band ${band}`,
    amount: rateText,
    before,
    after: rateText,
  };
}
