import type { NormalizedMember, NormalizedQuoteRequest } from "./normalized.js";

/**
 * The members that will be priced (not sent with `isMemberNeeded` 0 or N), in request order.
 * The table checks of a member's rating inputs (age, NCD, postcode, wellness) apply only to
 * them: a member not priced reads no table.
 *
 * @example
 * pricedMembersOf(request).length; // 2 for a couple with a child not needed
 */
export function pricedMembersOf(request: NormalizedQuoteRequest): NormalizedMember[] {
  const members: NormalizedMember[] = [];
  for (const category of request.memberCategory) {
    for (const familyUnit of category.familyUnit) {
      for (const member of familyUnit.member) if (member.isMemberNeeded) members.push(member);
    }
  }
  return members;
}

/**
 * The members of `members` that will be priced, in their order: `pricedMembersOf` for the
 * list of every member the readers made as they read (`ReadContext.members`), without walking
 * the categories and family units again.
 *
 * @example
 * pricedAmong(context.members).length; // 2 for a couple with a child not needed
 */
export function pricedAmong(members: readonly NormalizedMember[]): NormalizedMember[] {
  const priced: NormalizedMember[] = [];
  for (let index = 0; index < members.length; index++) if (members[index]!.isMemberNeeded) priced.push(members[index]!);
  return priced;
}
