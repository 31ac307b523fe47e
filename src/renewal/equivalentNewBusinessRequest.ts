import type { NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { TablesVersion } from "../tables/types.js";
import { newBusinessNcdRange } from "../factors/ncd/newBusinessNcdRange.js";

/** The New Business request of the same risk, or why the risk cannot be sold as New Business. */
export type EquivalentNewBusinessRequest = { readonly request: NormalizedQuoteRequest } | { readonly unavailable: string };

/**
 * The same members, options, payment, channel and incentives as a Renewal or MTC request,
 * priced as New Business on the same date: `transactionType` New Business, so the postcode band
 * derived from the postcode (New Business ignores a supplied band, section 4.1) and no capping
 * (New Business is not capped, section 4.10: previous premium and capping factors go unread),
 * and each member at the NCD level New Business would give it (`expectedNcdLevel`: 12 for
 * virgin business, by claim-free years for switch business, the member's own level kept within
 * the accepted range when the years are not known). A priced member older than the tables'
 * New Business entry age makes the risk unavailable as New Business.
 *
 * @example
 * equivalentNewBusinessRequest(renewal, version); // { request: { ...renewal, transactionType: "New Business", ... } }
 */
export function equivalentNewBusinessRequest(request: NormalizedQuoteRequest, version: TablesVersion): EquivalentNewBusinessRequest {
  const upliftText = request.incentive.find((incentive) => incentive.incentiveType === "NCD Uplift")?.incentiveParameter;
  const uplift = upliftText !== undefined && /^\d+$/.test(upliftText) ? Number(upliftText) : 0;
  const unavailable: string[] = [];
  const memberCategory = request.memberCategory.map((category) => ({
    ...category,
    familyUnit: category.familyUnit.map((unit) => ({ ...unit, member: unit.member.map((member) => asNewBusiness(member, uplift, version, unavailable)) })),
  }));
  if (unavailable.length > 0) return { unavailable: `The same risk cannot be sold as New Business: ${unavailable.join("; ")}.` };
  return { request: { ...request, transactionType: "New Business", memberCategory } };
}

/** One member as New Business; a priced member above the entry age is added to `unavailable`. */
function asNewBusiness(member: NormalizedMember, uplift: number, version: TablesVersion, unavailable: string[]): NormalizedMember {
  if (member.isMemberNeeded && member.age > version.ages.maximumEntryAgeNewBusiness) {
    unavailable.push(`member ${member.pointer} is ${member.age}, above the New Business entry age of ${version.ages.maximumEntryAgeNewBusiness}`);
  }
  // The validator's own rule for the New Business level, called directly: the member was
  // validated against this version already. An uplift above the tables' maximum gives no
  // expected level (as the look-up refuses it), and the member keeps its own.
  const range = uplift <= version.incentives.bounds.ncdUpliftMaxLevels ? newBusinessNcdRange(member, uplift, version.ncd.highestLevel) : undefined;
  const ncdLevel = range === undefined ? member.ncdLevel : range.from === range.to ? range.from : Math.min(range.to, Math.max(range.from, member.ncdLevel));
  // Only the level changes: the fields New Business does not read (a supplied band, capping
  // inputs) are left as sent rather than removed, which would cost a slower copy of every member.
  // A member already at its New Business level is the same member: the engine never writes a
  // normalised member (its state is the runner's), so it is shared rather than copied.
  return ncdLevel === member.ncdLevel ? member : { ...member, ncdLevel };
}
