import type { Issue } from "../model/issue.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import type { RatingTables } from "../tables/types.js";
import { defaultSteps } from "../steps/index.js";
import { quoteFieldPointer } from "../steps/lookups/quotePointer.js";
import type { RatingContext } from "../steps/types.js";
import { validateQuoteRequest } from "../validate/validateQuoteRequest.js";
import { buildInitialPolicyRating } from "./buildInitialPolicyRating.js";
import { buildQuoteResponse } from "./buildQuoteResponse.js";
import { findImplausibleAmounts } from "./findImplausibleAmounts.js";
import type { QuoteOptions, SafeQuoteResult } from "./types.js";

function assertRatingTables(tables: unknown): asserts tables is RatingTables {
  const candidate = tables as Partial<RatingTables> | null | undefined;
  if (typeof candidate !== "object" || candidate === null || !Array.isArray(candidate.versions) || !Array.isArray(candidate.ipt?.rates)) {
    throw new TypeError("pmi-rating: the tables argument is not RatingTables; pass defaultTables, or the result of compileTables() or loadTables().");
  }
}

/**
 * Prices a quotation request, returning a result instead of throwing: the quotation with its
 * warnings, or every problem in the request (rating-model.md section 3), each with a JSON
 * pointer, a stable code and a message. Pure and deterministic: no I/O, no clock, no global.
 *
 * Any request value, however malformed, gives a result, and a success never carries an amount
 * that is not finite, is negative or is above the tables' `maximum_quote_amount`
 * (`PRICE_OUT_OF_RANGE` instead). Programming errors are not request
 * problems and do throw: tables that are not `RatingTables` (a `TypeError`), or an exception
 * from a step passed in `options.steps`.
 *
 * @example
 * const result = safeQuote(JSON.parse(body), defaultTables, { explain: true });
 * if (result.success) console.log(result.data.grossPrice);
 * else console.log(result.issues);
 */
export function safeQuote(request: unknown, tables: RatingTables, options: QuoteOptions = {}): SafeQuoteResult {
  assertRatingTables(tables);
  const validation = validateQuoteRequest(request, { tables, ...(options.registry === undefined ? {} : { registry: options.registry }) });
  if (!validation.success) return { success: false, issues: validation.issues };
  const normalized = validation.data;

  const version = selectTablesVersion(tables, normalized.priceRequiredDate);
  if (version === undefined) {
    // validateQuoteRequest reports this already; kept so that a mis-wired validator cannot price with no tariff.
    const issue: Issue = {
      path: quoteFieldPointer("priceRequiredDate"),
      code: "TABLES_NOT_EFFECTIVE",
      message: `No tables version is in force on ${normalized.priceRequiredDate}.`,
    };
    return { success: false, issues: [issue] };
  }

  const explain = options.explain === true;
  const context: RatingContext = { request: normalized, tables: version, ipt: tables.ipt, explain };
  let policy = buildInitialPolicyRating(normalized);
  for (const step of options.steps ?? defaultSteps) {
    policy = step.apply(policy, context);
    // Stop at the first step that finds a problem: later steps would only report its consequences.
    if (policy.issues.length > 0) return { success: false, issues: policy.issues };
  }

  const warnings = [...validation.warnings, ...policy.warnings];
  const data = buildQuoteResponse(normalized, version, policy, warnings, explain);
  // The invariant: whatever the request, the tables or the steps, no success carries a
  // non-finite, negative or absurd amount.
  const implausible = findImplausibleAmounts(data, version.inputBounds.maximumQuoteAmount.value.toNumber());
  if (implausible.length > 0) return { success: false, issues: implausible };
  return { success: true, data, warnings };
}
