import { countMembers } from "./countMembers.js";
import { asArray, asObject, type JsonObject } from "./quoteFormValues.js";

/**
 * The request with one more member (a child, aged ten on the price date) in the first family
 * unit, copied from its last member so that postcode, underwriting and NCD match the
 * household, and `noOfPeople` updated; the input is not changed. A request without a family
 * unit comes back unchanged, since there is nowhere sensible to add a member.
 *
 * @example
 * addMember(coupleRequest); // three members, the third { relationship: "child", number: "3", ... }
 */
export function addMember(request: unknown): JsonObject {
  const copy = structuredClone<JsonObject>(asObject(request) ?? {});
  const quote = asObject(asObject(copy.individualHealthCarePolicy)?.quote);
  const unit = asObject(asArray(asObject(asArray(quote?.memberCategory)[0])?.familyUnit)[0]);
  if (quote === undefined || unit === undefined) return copy;
  const members = Array.isArray(unit.member) ? (unit.member as unknown[]) : [];
  const last = asObject(members.at(-1)) ?? {};
  const year = /^(\d{4})-(\d{2}-\d{2})$/.exec(typeof quote.priceRequiredDate === "string" ? quote.priceRequiredDate : "");
  const dateOfBirth = year === null ? "2016-01-01" : `${Number(year[1]) - 10}-01-01`;
  members.push({ ...last, number: String(members.length + 1), relationship: members.length === 0 ? "self" : "child", dateOfBirth, isMemberNeeded: "1" });
  unit.member = members;
  quote.noOfPeople = countMembers(quote);
  return copy;
}
