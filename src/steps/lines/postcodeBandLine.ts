import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { PostcodeBandResolution } from "../lookups/resolvePostcodeBand.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * The postcode band step's line for a band settled by `resolvePostcodeBand` (supplied or
 * derived). Shared by the step and the fused pass of the default steps.
 *
 * @example
 * postcodeBandLine(request, member, { kind: "supplied", band: "C" }).key; // "band C"
 */
export function postcodeBandLine(
  request: NormalizedQuoteRequest,
  member: NormalizedMember,
  resolution: Extract<PostcodeBandResolution, { kind: "supplied" | "derived" }>,
): MemberLine {
  if (resolution.kind === "supplied") {
    return { description: `Postcode band ${resolution.band} as sent by the caller for ${request.transactionType}.`, key: `band ${resolution.band}` };
  }
  const { band, prefix, source } = resolution.match;
  const description =
    prefix === undefined
      ? `No prefix of postcode ${member.postcode} is in the table: the default band ${band} applies.`
      : `Postcode ${member.postcode}: the longest listed prefix of its outward code is ${prefix}, band ${band}.`;
  return { description, table: source.file, row: source.row, key: prefix === undefined ? `postcode ${member.postcode} (default)` : `prefix ${prefix}` };
}
