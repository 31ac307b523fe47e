import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { findIncentive, parseWholeNumberParameter } from "../../steps/lookups/incentiveParameters.js";
import type { TablesVersion } from "../../tables/types.js";
import { newBusinessNcdRange } from "./newBusinessNcdRange.js";
import { pricedMembersOf } from "./pricedMembersOf.js";
import { NO_ISSUES } from "./noIssues.js";

/**
 * Each priced member's NCD level is a level of the NCD table (`INVALID_NCD_LEVEL`) and, for
 * New Business, the level the interface's rules expect (`NCD_LEVEL_MISMATCH`, naming it; see
 * `newBusinessNcdRange`). MTC and Renewal accept any level of the table. When the NCD Uplift
 * parameter cannot be read, the mismatch check is left to that parameter's own problem.
 *
 * @example
 * checkNcdLevels(virginMemberAtLevel(10), tables)[0]?.message; // "... expected level is 12 ..."
 */
export function checkNcdLevels(
  request: NormalizedQuoteRequest,
  tables: TablesVersion,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
): readonly Issue[] {
  let issues: Issue[] | undefined;
  const { factors, lowestLevel, highestLevel } = tables.ncd;
  const uplift = findIncentive(request, "NCD Uplift");
  const upliftLevels = uplift === undefined ? 0 : parseWholeNumberParameter(uplift.incentiveParameter);
  const checkExpected = request.transactionType === "New Business" && upliftLevels !== undefined;
  for (const member of members) {
    if (!factors.has(member.ncdLevel)) {
      (issues ??= []).push({
        path: `${member.pointer}/ncdLevel`,
        code: "INVALID_NCD_LEVEL",
        message: `NCD level ${member.ncdLevel} is not in the NCD table (levels ${lowestLevel} to ${highestLevel}).`,
      });
      continue;
    }
    if (!checkExpected || upliftLevels === undefined) continue;
    const expected = newBusinessNcdRange(member, upliftLevels, highestLevel);
    if (member.ncdLevel >= expected.from && member.ncdLevel <= expected.to) continue;
    const levels = expected.from === expected.to ? `level is ${expected.from}` : `level is ${expected.from} to ${expected.to}`;
    (issues ??= []).push({
      path: `${member.pointer}/ncdLevel`,
      code: "NCD_LEVEL_MISMATCH",
      message: `For New Business the expected NCD ${levels} (${expected.reason}); ncdLevel ${member.ncdLevel} was sent.`,
    });
  }
  return issues ?? NO_ISSUES;
}
