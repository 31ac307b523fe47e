import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { TablesVersion } from "../../tables/types.js";
import { pricedMembersOf } from "./pricedMembersOf.js";

function agePointer(member: NormalizedMember): string {
  return `${member.pointer}/${member.dateOfBirth === undefined ? "age" : "dateOfBirth"}`;
}

/**
 * Each priced member's age lies within the tables' rated ages and, for New Business, is at
 * most the maximum entry age; the base rates must also have a row for it
 * (`AGE_OUT_OF_RANGE`, rating-model.md section 3.6). The path is the member's `dateOfBirth`
 * when the age was worked from it, else `age`.
 *
 * @example
 * checkAgeRange(requestWithAge(80), tables)[0]?.message; // "... maximum entry age for New Business is 74 ..."
 */
export function checkAgeRange(request: NormalizedQuoteRequest, tables: TablesVersion): Issue[] {
  const issues: Issue[] = [];
  const { minimumAge, maximumAge, maximumEntryAgeNewBusiness } = tables.ages;
  for (const member of pricedMembersOf(request)) {
    const { age } = member;
    let problem: string | undefined;
    if (age < minimumAge || age > maximumAge) {
      problem = `Age ${age} is outside the rated ages ${minimumAge} to ${maximumAge}.`;
    } else if (request.transactionType === "New Business" && age > maximumEntryAgeNewBusiness) {
      problem = `Age ${age} is above the maximum entry age for New Business, ${maximumEntryAgeNewBusiness}.`;
    } else if (tables.baseRates.byAge[member.gender][age] === undefined) {
      problem = `The base rate table has no row for age ${age} (gender ${member.gender}).`;
    }
    if (problem !== undefined) issues.push({ path: agePointer(member), code: "AGE_OUT_OF_RANGE", message: problem });
  }
  return issues;
}
