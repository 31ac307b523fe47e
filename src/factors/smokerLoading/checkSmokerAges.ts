import type { Issue } from "../../model/issue.js";
import type { NormalizedMember } from "../../model/normalized.js";
import type { TablesVersion } from "../../tables/types.js";
import { NO_ISSUES } from "../shared/noIssues.js";
import { smokerAgeIssue } from "./smokerAgeIssue.js";
import { smokerLoadingTableOf } from "./smokerLoadingTableOf.js";

/**
 * Each priced smoker is no older than the smoker loading's `maximum_age` (`AGE_OUT_OF_RANGE`
 * at the member's `smoker`). Nothing to check when the version has no smoker loading.
 *
 * @example
 * checkSmokerAges(version, [{ ...member, smoker: true, age: 75 }])[0]?.code; // "AGE_OUT_OF_RANGE" when maximum_age is 70
 */
export function checkSmokerAges(version: TablesVersion, members: readonly NormalizedMember[]): readonly Issue[] {
  const table = smokerLoadingTableOf(version);
  if (table === undefined) return NO_ISSUES;
  let issues: Issue[] | undefined;
  for (const member of members) if (member.smoker && member.age > table.maximumAge) (issues ??= []).push(smokerAgeIssue(member.pointer, member.age, table));
  return issues ?? NO_ISSUES;
}
