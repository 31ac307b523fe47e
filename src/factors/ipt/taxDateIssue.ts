import type { MemberTaxPlan } from "../../engine/findTerritoryRatePlan.js";
import type { Issue } from "../../model/issue.js";
import { quoteFieldPointer } from "../../model/quotePointer.js";

/**
 * The problem of a tax date before the first premium-tax rate of a territory: the one wording,
 * used by the validator's checks (`checkTaxDate` for UK IPT, `checkTerritoryTaxDates` for the
 * territories outside it) and by the IPT step.
 *
 * @example
 * taxDateIssue({ territory: "JE", name: "Jersey", firstEffectiveFrom: "2020-01-01" }, "2019-06-01").message;
 * // "No premium-tax rate of Jersey (territory JE) is in force on 2019-06-01 (taxRequiredDate, ...); its rates start on 2020-01-01."
 */
export function taxDateIssue(tax: Pick<MemberTaxPlan, "territory" | "name" | "firstEffectiveFrom">, taxRequiredDate: string): Issue {
  const uk = tax.territory === "UK";
  return {
    path: quoteFieldPointer("taxRequiredDate"),
    code: "TAX_DATE_OUT_OF_RANGE",
    message: `No ${uk ? "Insurance Premium Tax rate" : `premium-tax rate of ${tax.name} (territory ${tax.territory})`} is in force on ${taxRequiredDate} (taxRequiredDate, or priceRequiredDate when it is absent); ${uk ? "the IPT table starts" : "its rates start"} on ${tax.firstEffectiveFrom ?? "no date: it is empty"}.`,
  };
}
