import type { ProblemCollector } from "../collector.js";
import { type MemberDraft, QUOTE_POINTER, type QuoteDraft } from "../read/drafts.js";
import { everyMemberRead } from "./everyMemberRead.js";

/**
 * A policy in which no member is needed (every member sent with `isMemberNeeded` N or 0) has
 * nothing to price: it would be answered £0.00, which no one means. It is refused
 * (`NO_MEMBER_NEEDED`, on `memberCategory`). Judged only when every member was read and
 * every `isMemberNeeded` is sound, since a broken one may have meant Y. `members` is every
 * member read, in request order (`ReadContext.members`).
 *
 * @example
 * checkSomeMemberNeeded(quoteWithEveryMemberNotNeeded, members, problems); // NO_MEMBER_NEEDED at /individualHealthCarePolicy/quote/memberCategory
 */
export function checkSomeMemberNeeded(quote: QuoteDraft, members: readonly MemberDraft[], problems: ProblemCollector): void {
  if (!everyMemberRead(quote, problems)) return;
  if (members.length === 0) return;
  for (const member of members) {
    if (member.isMemberNeeded !== false || problems.isBroken(member, "isMemberNeeded")) return;
  }
  problems.issue(
    `${QUOTE_POINTER}/memberCategory`,
    "NO_MEMBER_NEEDED",
    `Every member (${members.length}) is sent with isMemberNeeded N or 0, so the policy has nothing to price; send at least one member with isMemberNeeded Y or 1 (or leave it out).`,
  );
}
