import type { Issue, Warning } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { planOf } from "../../plans/planOf.js";
import { selectTablesVersion } from "../../tables/selectTablesVersion.js";
import type { RatingTables } from "../../engine/types.js";
import { checkTablesEffective } from "./checkTablesEffective.js";
import { checkTaxDate } from "./checkTaxDate.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { REQUEST_CHECKS } from "../../factors/requestChecks.js";
import { warnIgnoredCappingInputs } from "./warnIgnoredCappingInputs.js";

/**
 * The checks of docs/rating-model.md sections 3 and 4.1 that need the rating tables: the tables
 * and tax dates, then the rating factors' checks (`REQUEST_CHECKS`, in rating order), on a
 * request whose structure is sound. `validateQuoteRequest`
 * runs them on the sound parts of a request that has structural problems too. Every problem is collected; when no tables version is in force the checks that need
 * one are skipped (their answers would be about no tariff).
 *
 * `members` are the request's priced members, listed once for every check (the validator
 * passes those its readers listed).
 *
 * @example
 * checkRequestAgainstTables(normalized, defaultTables); // { issues: [], warnings: [] }
 */
export function checkRequestAgainstTables(
  request: NormalizedQuoteRequest,
  tables: RatingTables,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
): { issues: Issue[]; warnings: Warning[] } {
  const version = selectTablesVersion(tables, request.priceRequiredDate);
  // checkTablesEffective's problem is that no version is in force: asked only then, so that the version is looked up once.
  const issues = version === undefined ? checkTablesEffective(request, tables) : [];
  appendAll(issues, checkTaxDate(request, tables));
  if (version !== undefined) {
    const plan = planOf(tables, version);
    for (let index = 0; index < REQUEST_CHECKS.length; index++) appendAll(issues, REQUEST_CHECKS[index]!.check(request, version, plan, members));
  }
  return { issues, warnings: warnIgnoredCappingInputs(request, members) };
}

/** Appends `more` to `issues` (most checks find none: no spread, no copy). */
function appendAll(issues: Issue[], more: readonly Issue[]): void {
  for (let index = 0; index < more.length; index++) issues.push(more[index]!);
}
