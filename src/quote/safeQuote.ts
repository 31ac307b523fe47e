import type { RatingTables } from "../tables/types.js";
import { validateQuoteRequest } from "../validate/validateQuoteRequest.js";
import { priceWithRenewalRules } from "../renewal/priceWithRenewalRules.js";
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
  return priceWithRenewalRules(validation.data, validation.warnings, tables, options);
}
