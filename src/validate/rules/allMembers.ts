import type { MemberDraft, QuoteDraft } from "../read/drafts.js";

/**
 * Every member read, over all categories and family units, in request order.
 *
 * @example
 * allMembers(quote).length; // 3 for a family of three
 */
export function allMembers(quote: QuoteDraft): MemberDraft[] {
  const members: MemberDraft[] = [];
  for (const category of quote.memberCategory ?? []) {
    for (const unit of category.familyUnit ?? []) for (const member of unit.member ?? []) members.push(member);
  }
  return members;
}
