import type { MemberDraft, QuoteDraft } from "../read/drafts.js";

/** Every member read, over all categories and family units, in request order. */
export function allMembers(quote: QuoteDraft): MemberDraft[] {
  return (quote.memberCategory ?? []).flatMap((category) => (category.familyUnit ?? []).flatMap((unit) => unit.member ?? []));
}
