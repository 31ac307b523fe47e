import { Decimal } from "../decimal/decimal.js";
import type { Issue, Warning } from "../model/issue.js";
import type { WorksheetLine } from "../model/response.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import type { MemberState } from "./types.js";

const ZERO = new Decimal(0);

/** The policy before the first step: fresh, mutable states that only the runner of one quote holds. */
export interface InitialPolicyRating {
  readonly members: MemberState[];
  readonly worksheet: WorksheetLine[];
  readonly issues: Issue[];
  readonly warnings: Warning[];
}

/**
 * The policy before the first step: every member in request order (categories, family units,
 * members), with premium 0. A member sent with `isMemberNeeded` 0 or N is not priced: its net
 * price and IPT are fixed at 0 here, and the worksheet says so once, as the steps skip it.
 *
 * @example
 * buildInitialPolicyRating(request).members.length; // the number of members in the request
 */
export function buildInitialPolicyRating(request: NormalizedQuoteRequest): InitialPolicyRating {
  const members: MemberState[] = [];
  const worksheet: WorksheetLine[] = [];
  for (const category of request.memberCategory) {
    for (const familyUnit of category.familyUnit) {
      for (const member of familyUnit.member) {
        if (member.isMemberNeeded) {
          members.push({ member, category, familyUnit, priced: true, premium: ZERO });
          continue;
        }
        members.push({ member, category, familyUnit, priced: false, premium: ZERO, netPrice: ZERO, ipt: ZERO });
        worksheet.push({
          member: member.pointer,
          step: "notPriced",
          description: "isMemberNeeded is 0 or N: the member is not priced, and every premium of the member is 0.",
          before: "0",
          after: "0",
        });
      }
    }
  }
  return { members, worksheet, issues: [], warnings: [] };
}
