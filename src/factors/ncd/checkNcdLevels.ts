import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import type { TablesVersion } from "../../tables/types.js";
import { findIncentive, parseWholeNumberParameter } from "../shared/incentiveParameters.js";
import { NO_ISSUES } from "../shared/noIssues.js";
import { invalidNcdLevelIssue } from "./invalidNcdLevelIssue.js";
import { newBusinessNcdRange } from "./newBusinessNcdRange.js";

/**
 * Each priced member's NCD level is a level of the NCD table (`INVALID_NCD_LEVEL`). Reads
 * only the level, so it is reported whatever else of the member or the policy is broken.
 *
 * @example
 * checkNcdLevelsInTable(memberAtLevel(30), tables)[0]?.code; // "INVALID_NCD_LEVEL"
 */
export function checkNcdLevelsInTable(
  request: NormalizedQuoteRequest,
  tables: TablesVersion,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
): readonly Issue[] {
  let issues: Issue[] | undefined;
  for (const member of members) if (!tables.ncd.factors.has(member.ncdLevel)) (issues ??= []).push(invalidNcdLevelIssue(member.pointer, member.ncdLevel, tables.ncd));
  return issues ?? NO_ISSUES;
}

/**
 * For New Business, each priced member's NCD level (one of the table's: another is
 * `checkNcdLevelsInTable`'s problem) is the level the interface's rules expect
 * (`NCD_LEVEL_MISMATCH`, naming it; see `newBusinessNcdRange`). MTC and Renewal accept any
 * level of the table. When the NCD Uplift parameter cannot be read, the check is left to that
 * parameter's own problem.
 *
 * @example
 * checkNewBusinessNcdLevels(virginMemberAtLevel(10), tables)[0]?.message; // "... expected NCD level is 12 ..."
 */
export function checkNewBusinessNcdLevels(
  request: NormalizedQuoteRequest,
  tables: TablesVersion,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
): readonly Issue[] {
  if (request.transactionType !== "New Business") return NO_ISSUES;
  const uplift = findIncentive(request, "NCD Uplift");
  const upliftLevels = uplift === undefined ? 0 : parseWholeNumberParameter(uplift.incentiveParameter);
  if (upliftLevels === undefined) return NO_ISSUES;
  let issues: Issue[] | undefined;
  for (const member of members) {
    if (!tables.ncd.factors.has(member.ncdLevel)) continue;
    const expected = newBusinessNcdRange(member, upliftLevels, tables.ncd.highestLevel);
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
