import type { MemberQuote, QuoteResponse } from "pmi-rating";

/** Every member of a quote, in request order. */
export function membersOfQuote(response: QuoteResponse): MemberQuote[] {
  return response.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
}
