import type { ProblemCollector } from "../collector.js";
import type { QuoteDraft } from "../read/drafts.js";

/**
 * True when every category, family unit and member list was read without losing items, so
 * that a rule about all the members of the policy sees them all.
 *
 * @example
 * everyMemberRead(quote, problems); // false when a member item was not an object
 */
export function everyMemberRead(quote: QuoteDraft, problems: ProblemCollector): boolean {
  // A category item that is not an object is reported on its own; the categories read are judged.
  if (quote.memberCategory === undefined) return false;
  for (const category of quote.memberCategory) {
    if (category.familyUnit === undefined || problems.isBroken(category, "familyUnit")) return false;
    for (const unit of category.familyUnit) if (unit.member === undefined || problems.isBroken(unit, "member")) return false;
  }
  return true;
}
