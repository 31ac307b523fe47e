import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { findPostcodeBand } from "../../steps/lookups/findPostcodeBand.js";
import { postcodeBandIssue } from "../../steps/lookups/postcodeBandIssue.js";
import { resolvePostcodeBand } from "../../steps/lookups/resolvePostcodeBand.js";
import type { PostcodeBandTable } from "../../tables/types.js";

/** Postcodes remembered per table before its memo starts afresh. */
const LIMIT = 10_000;
const ratedByTable = new WeakMap<PostcodeBandTable, Map<string, boolean>>();

/**
 * Whether `checkPostcodeRating` finds nothing wrong with a priced member's band:
 * `postcodeBandIssue(member, resolvePostcodeBand(request, member, table), table) === undefined`.
 *
 * Why it exists: most members' band is derived from the postcode (New Business, no band
 * sent, or `isPostbandCallRequired`), and then the answer depends only on the postcode, so it
 * is remembered per table by postcode (`findPostcodeBand` is pure and the tables immutable):
 * the outward-code parsing is not repeated for every member of every request. A supplied
 * band asks the shared functions each time. A property test pins this to the two functions.
 *
 * @example
 * isPostcodeBandSettled(request, member, version.postcodeBands); // true
 */
export function isPostcodeBandSettled(
  request: Pick<NormalizedQuoteRequest, "transactionType">,
  member: NormalizedMember,
  table: PostcodeBandTable,
): boolean {
  // resolvePostcodeBand uses a supplied band only on MTC and Renewal, when one is sent and no postcode call is asked for.
  const derived = request.transactionType === "New Business" || member.postcodeBand === undefined || member.isPostbandCallRequired;
  if (!derived) return postcodeBandIssue(member, resolvePostcodeBand(request as NormalizedQuoteRequest, member, table), table) === undefined;
  let rated = ratedByTable.get(table);
  if (rated === undefined) {
    rated = new Map();
    ratedByTable.set(table, rated);
  }
  const remembered = rated.get(member.postcode);
  if (remembered !== undefined) return remembered;
  // A derived band is settled unless no prefix matches and there is no default band (kind "notRated").
  const isRated = findPostcodeBand(table, member.postcode) !== undefined;
  if (rated.size >= LIMIT) rated.clear();
  rated.set(member.postcode, isRated);
  return isRated;
}
