import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { PostcodeBandTable } from "../../tables/types.js";
import { findPostcodeBand, type PostcodeBandMatch } from "./findPostcodeBand.js";

/** How a member's postcode band is settled (docs/rating-model.md section 4.1). */
export type PostcodeBandResolution =
  | { readonly kind: "supplied"; readonly band: string }
  | { readonly kind: "derived"; readonly match: PostcodeBandMatch }
  | { readonly kind: "unknownSuppliedBand"; readonly band: string }
  | { readonly kind: "notRated" };

/**
 * Settles a member's postcode band: on MTC and Renewal the band the caller sent (any case), unless
 * `isPostbandCallRequired` is Y; otherwise (and always on New Business, where a band sent is
 * ignored) the band derived from the member's postcode.
 *
 * @example
 * resolvePostcodeBand(request, member, tables.postcodeBands); // { kind: "derived", match: { band: "B", ... } }
 */
export function resolvePostcodeBand(request: NormalizedQuoteRequest, member: NormalizedMember, table: PostcodeBandTable): PostcodeBandResolution {
  const usesSuppliedBand = request.transactionType !== "New Business" && member.postcodeBand !== undefined && !member.isPostbandCallRequired;
  if (usesSuppliedBand && member.postcodeBand !== undefined) {
    const sent = member.postcodeBand.trim();
    // Bands are labels such as "C": "c" is the same band, reported in the tables' spelling.
    const band = table.bands.find((label) => label.toLowerCase() === sent.toLowerCase());
    return band === undefined ? { kind: "unknownSuppliedBand", band: sent } : { kind: "supplied", band };
  }
  const match = findPostcodeBand(table, member.postcode);
  return match === undefined ? { kind: "notRated" } : { kind: "derived", match };
}
