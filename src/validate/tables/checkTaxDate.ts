import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { quoteFieldPointer } from "../../steps/lookups/quotePointer.js";
import { findIptRate } from "../../tables/findIptRate.js";
import type { RatingTables } from "../../tables/types.js";
import { NO_ISSUES } from "./noIssues.js";

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
  const first = tables.ipt.rates[0]?.effectiveFrom;
  return [
    {
      path: quoteFieldPointer("taxRequiredDate"),
      code: "TAX_DATE_OUT_OF_RANGE",
      message: `No Insurance Premium Tax rate is in force on ${request.taxRequiredDate} (taxRequiredDate, or priceRequiredDate when it is absent); the IPT table starts on ${first ?? "no date: it is empty"}.`,
    },
  ];
}
