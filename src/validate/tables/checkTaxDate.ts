import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { taxDateIssue } from "../../factors/ipt/taxDateIssue.js";
import { findIptRate } from "../../tables/findIptRate.js";
import type { RatingTables } from "../../engine/types.js";
import { NO_ISSUES } from "../../factors/shared/noIssues.js";

/**
 * An IPT rate must be in force on `taxRequiredDate` (which defaults to `priceRequiredDate`):
 * `TAX_DATE_OUT_OF_RANGE` before the first row of the IPT history.
 *
 * @example
 * checkTaxDate({ ...request, taxRequiredDate: "1990-01-01" }, tables)[0]?.code; // "TAX_DATE_OUT_OF_RANGE"
 */
export function checkTaxDate(request: NormalizedQuoteRequest, tables: RatingTables): readonly Issue[] {
  // NO_ISSUES when a rate is in force (every sound request): no list made per request.
  if (findIptRate(tables.ipt, request.taxRequiredDate) !== undefined) return NO_ISSUES;
  return [taxDateIssue({ territory: "UK", name: "United Kingdom", firstEffectiveFrom: tables.ipt.rates[0]?.effectiveFrom }, request.taxRequiredDate)];
}
