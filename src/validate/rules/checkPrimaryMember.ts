import type { ProblemCollector } from "../collector.js";
import { type MemberDraft, QUOTE_POINTER, type QuoteDraft } from "../read/drafts.js";
import { everyMemberRead } from "./everyMemberRead.js";
import { allMembers } from "./allMembers.js";

/**
 * Exactly one member with relationship `self` in the whole policy (PRIMARY_MEMBER) and at
 * most one `partner` (TOO_MANY_PARTNERS); docs/rating-model.md section 3.8. A second `self` or
 * `partner` is reported where it is. "No self" is only reported when every member's
 * relationship could be read, since an unreadable one may have been meant as self.
 */
export function checkPrimaryMember(quote: QuoteDraft, problems: ProblemCollector): void {
  if (quote.memberCategory === undefined) return;
  const members = allMembers(quote);
  // One pass over the members: this runs for every request.
  const selves: MemberDraft[] = [];
  const partners: MemberDraft[] = [];
  let everyRelationshipSent = true;
  for (const member of members) {
    if (member.relationship === "self") selves.push(member);
    else if (member.relationship === "partner") partners.push(member);
    else if (member.relationship === undefined) everyRelationshipSent = false;
  }
  for (let index = 1; index < selves.length; index++) {
    problems.issue(
      `${selves[index]!.pointer}/relationship`,
      "PRIMARY_MEMBER",
      `A policy has exactly one member with relationship self; this is self number ${index + 1} (the first is at ${selves[0]?.pointer}). Use partner or child.`,
    );
  }
  for (let index = 1; index < partners.length; index++) {
    problems.issue(
      `${partners[index]!.pointer}/relationship`,
      "TOO_MANY_PARTNERS",
      `A policy has at most one member with relationship partner; this is partner number ${index + 1} (the first is at ${partners[0]?.pointer}).`,
    );
  }
  const everyRelationshipRead = everyRelationshipSent && everyMemberRead(quote, problems);
  if (selves.length === 0 && members.length > 0 && everyRelationshipRead) {
    problems.issue(
      `${QUOTE_POINTER}/memberCategory`,
      "PRIMARY_MEMBER",
      `A policy needs exactly one member with relationship self (the primary member); none of the ${members.length} members is self.`,
    );
  }
}
