import type { WorksheetLine } from "../../model/response.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * A member's worksheet line stamped with the member's pointer and the step, in the key order
 * every worksheet line has (member, step, then the line's own fields), as `mapPricedMembers`
 * writes every member-level step's lines. (The default steps' line builders in this folder
 * write the member and the step themselves, so that the fused pass of the default steps can
 * push their lines as they are; stamping them again changes nothing.)
 *
 * @example
 * stampedLine("/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0", "ncd", { description: "…" });
 */
export function stampedLine(member: string, step: string, line: MemberLine): WorksheetLine {
  return { member, step, ...line };
}
