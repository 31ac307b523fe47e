import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { postcodeBandIssue } from "./postcodeBandIssue.js";
import { resolvePostcodeBand } from "./resolvePostcodeBand.js";
import type { TablesVersion } from "../../tables/types.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * Each priced member's postcode band can be settled (docs/rating-model.md section 4.1): a postcode
 * no prefix matches with no default band is `POSTCODE_NOT_RATED`; a band sent on MTC or
 * Renewal that the tables do not have is `INVALID_POSTCODE_BAND`.
 *
 * @example
 * checkPostcodeRating(memberIn("ZE1 0AA"), tablesWithoutDefaultBand)[0]?.code; // "POSTCODE_NOT_RATED"
 */
export function checkPostcodeRating(
  request: NormalizedQuoteRequest,
  tables: TablesVersion,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
): readonly Issue[] {
  let issues: Issue[] | undefined;
  for (const member of members) {
    const issue = postcodeBandIssue(member, resolvePostcodeBand(request, member, tables.postcodeBands), tables.postcodeBands);
    if (issue !== undefined) (issues ??= []).push(issue);
  }
  return issues ?? NO_ISSUES;
}
