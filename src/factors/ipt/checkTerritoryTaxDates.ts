import { findTerritoryRatePlan } from "../../engine/findTerritoryRatePlan.js";
import type { RatingPlan } from "../../engine/types.js";
import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { NO_ISSUES } from "../shared/noIssues.js";
import { taxDateIssue } from "./taxDateIssue.js";

/**
 * Every member's tax territory outside UK IPT (Jersey, Guernsey, the Isle of Man: the
 * territory of the policyholder's postcode, else of the member's) has a premium-tax rate in
 * force on `taxRequiredDate` (`TAX_DATE_OUT_OF_RANGE`, once per territory). UK IPT's own
 * history is `checkTaxDate`'s, which runs whatever the version. Every member is read, priced
 * or not: a member not priced still shows its rate in its tax detail.
 *
 * @example
 * checkTerritoryTaxDates({ ...request, taxRequiredDate: "2019-06-01", policyholderPostcode: "JE2 3AB" }, plan)[0]?.code;
 * // "TAX_DATE_OUT_OF_RANGE" when Jersey's rates start in 2020
 */
export function checkTerritoryTaxDates(request: NormalizedQuoteRequest, plan: RatingPlan): readonly Issue[] {
  if (plan.territoryRates.size === 0) return NO_ISSUES;
  const date = request.taxRequiredDate;
  // Worked out once per version: on or after it every territory is taxed, whoever the members are.
  if (plan.everyTerritoryTaxedFrom !== undefined && date >= plan.everyTerritoryTaxedFrom) return NO_ISSUES;
  let reported: string[] | undefined;
  let issues: Issue[] | undefined;
  for (const category of request.memberCategory) {
    for (const unit of category.familyUnit) {
      for (const member of unit.member) {
        const tax = findTerritoryRatePlan(plan, request, member, date);
        if (tax.territory === "UK" || tax.rate !== undefined || (reported ??= []).includes(tax.territory)) continue;
        reported.push(tax.territory);
        (issues ??= []).push(taxDateIssue(tax, date));
      }
    }
  }
  return issues ?? NO_ISSUES;
}
