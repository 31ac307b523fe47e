import type { Issue } from "../../model/issue.js";
import type { TransactionType } from "../../model/enums.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { TablesVersion } from "../../tables/types.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

function agePointer(member: NormalizedMember): string {
  return `${member.pointer}/${member.dateOfBirth === undefined ? "age" : "dateOfBirth"}`;
}

/**
 * Each priced member's age lies within the tables' rated ages and, for New Business, is at
 * most the maximum entry age; the base rates must also have a row for it
 * (`AGE_OUT_OF_RANGE`, docs/rating-model.md section 3.6). The path is the member's `dateOfBirth`
 * when the age was worked from it, else `age`.
 *
 * @example
 * checkAgeRange(requestWithAge(80), tables)[0]?.message; // "... maximum entry age for New Business is 74 ..."
 */
export function checkAgeRange(request: NormalizedQuoteRequest, tables: TablesVersion, members: readonly NormalizedMember[] = pricedMembersOf(request)): readonly Issue[] {
  let issues: Issue[] | undefined;
  for (const member of members) {
    const problem = ageRangeProblem(member, request.transactionType, tables);
    if (problem !== undefined) (issues ??= []).push({ path: agePointer(member), code: "AGE_OUT_OF_RANGE", message: problem });
  }
  return issues ?? NO_ISSUES;
}

/**
 * What is wrong with a priced member's age for the tables (outside the rated ages, above the
 * New Business entry age, no base-rate row), or undefined: the rule of `checkAgeRange`.
 *
 * @example
 * ageRangeProblem({ age: 80, gender: "M" }, "New Business", tables); // "Age 80 is above the maximum entry age ..."
 */
export function ageRangeProblem(member: Pick<NormalizedMember, "age" | "gender">, transactionType: TransactionType, tables: TablesVersion): string | undefined {
  const { age } = member;
  const { minimumAge, maximumAge, maximumEntryAgeNewBusiness } = tables.ages;
  if (age < minimumAge || age > maximumAge) return `Age ${age} is outside the rated ages ${minimumAge} to ${maximumAge}.`;
  if (transactionType === "New Business" && age > maximumEntryAgeNewBusiness) {
    return `Age ${age} is above the maximum entry age for New Business, ${maximumEntryAgeNewBusiness}.`;
  }
  if (tables.baseRates.byAge[member.gender][age] === undefined) return `The base rate table has no row for age ${age} (gender ${member.gender}).`;
  return undefined;
}
