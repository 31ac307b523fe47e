import type { Issue } from "../../model/issue.js";
import type { NcdTable } from "../../tables/types.js";

/**
 * The problem of a member whose NCD level is not a level of the NCD table: the one wording,
 * used by the validator's check and by the step.
 *
 * @example
 * invalidNcdLevelIssue("/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0", 30, table).code; // "INVALID_NCD_LEVEL"
 */
export function invalidNcdLevelIssue(memberPointer: string, level: number, table: Pick<NcdTable, "lowestLevel" | "highestLevel">): Issue {
  return {
    path: `${memberPointer}/ncdLevel`,
    code: "INVALID_NCD_LEVEL",
    message: `NCD level ${level} is not in the NCD table (levels ${table.lowestLevel} to ${table.highestLevel}).`,
  };
}
