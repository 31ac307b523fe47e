import { asArray, asObject, type JsonObject } from "./quoteFormValues.js";

/**
 * How many members a request's quote lists across every category and family unit: what
 * `noOfPeople` must say, kept in step when the form adds or removes a member.
 *
 * @example
 * countMembers(quote); // 2 for a couple
 */
export function countMembers(quote: JsonObject): number {
  let count = 0;
  for (const category of asArray(quote.memberCategory)) {
    for (const unit of asArray(asObject(category)?.familyUnit)) count += asArray(asObject(unit)?.member).length;
  }
  return count;
}
