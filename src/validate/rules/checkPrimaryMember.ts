import type { ProblemCollector } from "../collector.js";
import { QUOTE_POINTER, type QuoteDraft } from "../read/drafts.js";
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
  const selves = members.filter((member) => member.relationship === "self");
  const partners = members.filter((member) => member.relationship === "partner");
  for (const extra of selves.slice(1)) {
    problems.issue(
      `${extra.pointer}/relationship`,
      "PRIMARY_MEMBER",
      `A policy has exactly one member with relationship self; this is self number ${selves.indexOf(extra) + 1} (the first is at ${selves[0]?.pointer}). Use partner or child.`,
    );
  }
  for (const extra of partners.slice(1)) {
    problems.issue(
      `${extra.pointer}/relationship`,
      "TOO_MANY_PARTNERS",
      `A policy has at most one member with relationship partner; this is partner number ${partners.indexOf(extra) + 1} (the first is at ${partners[0]?.pointer}).`,
    );
  }
  const everyRelationshipRead = members.every((member) => member.relationship !== undefined) && everyMemberRead(quote, problems);
  if (selves.length === 0 && members.length > 0 && everyRelationshipRead) {
    problems.issue(
      `${QUOTE_POINTER}/memberCategory`,
      "PRIMARY_MEMBER",
      `A policy needs exactly one member with relationship self (the primary member); none of the ${members.length} members is self.`,
    );
  }
}
