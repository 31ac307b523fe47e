import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { readPriceBeater } from "../shared/incentiveParameters.js";
import { quoteFieldPointer } from "../../model/quotePointer.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * A Price Beater applied to match a competitor (parameter Yes, not a requote) needs
 * `competitorPrice`, the competitor's annual gross premium (`INVALID_INCENTIVE_PARAMETER` at
 * competitorPrice).
 *
 * @example
 * checkPriceBeaterCompetitorPrice(priceBeaterYesWithoutCompetitorPrice)[0]?.path; // "/individualHealthCarePolicy/quote/competitorPrice"
 */
export function checkPriceBeaterCompetitorPrice(request: NormalizedQuoteRequest): readonly Issue[] {
  if (readPriceBeater(request).kind !== "match" || request.competitorPrice !== undefined) return NO_ISSUES;
  return [
    {
      path: quoteFieldPointer("competitorPrice"),
      code: "INVALID_INCENTIVE_PARAMETER",
      message: "Price Beater is applied, so competitorPrice, the competitor's annual gross premium, is required.",
    },
  ];
}
