import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { PostcodeBandTable } from "../../tables/types.js";
import { findPostcodeBand, type PostcodeBandMatch } from "./findPostcodeBand.js";

/** How a member's postcode band is settled (rating-model.md section 4.1). */
export type PostcodeBandResolution =
  | { readonly kind: "supplied"; readonly band: string }
  | { readonly kind: "derived"; readonly match: PostcodeBandMatch }
  | { readonly kind: "unknownSuppliedBand"; readonly band: string }
  | { readonly kind: "notRated" };

/**
 * Settles a member's postcode band: on MTC and Renewal the band the caller sent, unless
 * `isPostbandCallRequired` is Y; otherwise (and always on New Business, where a band sent is
 * ignored) the band derived from the member's postcode.
 *
 * @example
 * resolvePostcodeBand(request, member, tables.postcodeBands); // { kind: "derived", match: { band: "B", ... } }
 */
export function resolvePostcodeBand(
  request: NormalizedQuoteRequest,
  member: NormalizedMember,
  table: PostcodeBandTable,
): PostcodeBandResolution {
  const usesSuppliedBand =
    request.transactionType !== "New Business" && member.postcodeBand !== undefined && !member.isPostbandCallRequired;
  if (usesSuppliedBand && member.postcodeBand !== undefined) {
    return table.bands.includes(member.postcodeBand)
      ? { kind: "supplied", band: member.postcodeBand }
      : { kind: "unknownSuppliedBand", band: member.postcodeBand };
  }
  const match = findPostcodeBand(table, member.postcode);
  return match === undefined ? { kind: "notRated" } : { kind: "derived", match };
}
