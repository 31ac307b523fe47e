import { countMembers } from "./countMembers.js";
import { asArray, asObject, type JsonObject } from "./quoteFormValues.js";

const MEMBER_POINTER = /^\/individualHealthCarePolicy\/quote\/memberCategory\/(\d+)\/familyUnit\/(\d+)\/member\/(\d+)$/;

/**
 * The request without the member a pointer names, with `noOfPeople` updated; the input is not
 * changed, and a pointer that names no member changes nothing.
 *
 * @example
 * removeMember(request, "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/1");
 */
export function removeMember(request: unknown, pointer: string): JsonObject {
  const copy = structuredClone<JsonObject>(asObject(request) ?? {});
  const quote = asObject(asObject(copy.individualHealthCarePolicy)?.quote);
  const match = MEMBER_POINTER.exec(pointer);
  if (quote === undefined || match === null) return copy;
  const [, category, unitIndex, member] = match;
  const unit = asObject(asArray(asObject(asArray(quote.memberCategory)[Number(category)])?.familyUnit)[Number(unitIndex)]);
  if (unit === undefined || !Array.isArray(unit.member) || Number(member) >= unit.member.length) return copy;
  unit.member.splice(Number(member), 1);
  quote.noOfPeople = countMembers(quote);
  return copy;
}
