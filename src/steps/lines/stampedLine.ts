import type { WorksheetLine } from "../../model/response.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * A member's worksheet line stamped with the member's pointer and the step, in the key order
 * every worksheet line has (member, step, then the line's own fields). Shared by
 * `mapPricedMembers` and the fused pass of the default steps, so that both write the same text.
 *
 * @example
 * stampedLine("/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0", "ncd", { description: "…" });
 */
export function stampedLine(member: string, step: string, line: MemberLine): WorksheetLine {
  return { member, step, ...line };
}
