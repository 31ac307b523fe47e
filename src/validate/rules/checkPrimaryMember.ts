import type { ProblemCollector } from "../collector.js";
import { type MemberDraft, QUOTE_POINTER, type QuoteDraft } from "../read/drafts.js";
import { everyMemberRead } from "./everyMemberRead.js";

/**
 * Exactly one member with relationship `self` in the whole policy (PRIMARY_MEMBER) and at
 * most one `partner` (TOO_MANY_PARTNERS); docs/rating-model.md section 3.8. A second `self` or
 * `partner` is reported where it is. "No self" is only reported when every member's
 * relationship could be read, since an unreadable one may have been meant as self.
 * `members` is every member read, in request order (`ReadContext.members`).
 */
export function checkPrimaryMember(quote: QuoteDraft, members: readonly MemberDraft[], problems: ProblemCollector): void {
  if (quote.memberCategory === undefined) return;
  // One pass counting them (this runs for every request); the members are gone over again only to report a second self or partner.
  let selves = 0;
  let partners = 0;
  let everyRelationshipSent = true;
  for (let index = 0; index < members.length; index++) {
    const relationship = members[index]!.relationship;
    if (relationship === "self") selves++;
    else if (relationship === "partner") partners++;
    else if (relationship === undefined) everyRelationshipSent = false;
  }
  if (selves > 1) reportExtra(members, "self", problems);
  if (partners > 1) reportExtra(members, "partner", problems);
  const everyRelationshipRead = everyRelationshipSent && everyMemberRead(quote, problems);
  if (selves === 0 && members.length > 0 && everyRelationshipRead) {
    problems.issue(
      `${QUOTE_POINTER}/memberCategory`,
      "PRIMARY_MEMBER",
      `A policy needs exactly one member with relationship self (the primary member); none of the ${members.length} members is self.`,
    );
  }
}

/** Reports every member with `relationship` after the first, where it is. */
function reportExtra(members: readonly MemberDraft[], relationship: "self" | "partner", problems: ProblemCollector): void {
  let first: MemberDraft | undefined;
  let number = 0;
  for (const member of members) {
    if (member.relationship !== relationship) continue;
    number++;
    if (first === undefined) {
      first = member;
      continue;
    }
    if (relationship === "self") {
      problems.issue(
        `${member.pointer}/relationship`,
        "PRIMARY_MEMBER",
        `A policy has exactly one member with relationship self; this is self number ${number} (the first is at ${first.pointer}). Use partner or child.`,
      );
    } else {
      problems.issue(
        `${member.pointer}/relationship`,
        "TOO_MANY_PARTNERS",
        `A policy has at most one member with relationship partner; this is partner number ${number} (the first is at ${first.pointer}).`,
      );
    }
  }
}
