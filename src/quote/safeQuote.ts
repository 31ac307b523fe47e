import { unavailableVersionIssue } from "../tables/governance/unavailableVersionIssue.js";
import type { RatingTables } from "../engine/types.js";
import { isCalendarDate } from "../model/wire/isCalendarDate.js";
import { validateQuoteRequest } from "../validate/validateQuoteRequest.js";
import { priceWithRenewalRules } from "../renewal/priceWithRenewalRules.js";
import type { QuoteOptions, SafeQuoteResult } from "../engine/quoteOptions.js";

function assertRatingTables(tables: unknown): asserts tables is RatingTables {
  const candidate = tables as Partial<RatingTables> | null | undefined;
  if (typeof candidate !== "object" || candidate === null || !Array.isArray(candidate.versions) || !Array.isArray(candidate.ipt?.rates)) {
    throw new TypeError("pmi-rating: the tables argument is not RatingTables; pass defaultTables, or the result of compileTables() or loadTables().");
  }
}

/**
 * Prices a quotation request, returning a result instead of throwing: the quotation with its
 * warnings, or every problem in the request (docs/rating-model.md section 3), each with a JSON
 * pointer, a stable code and a message. Pure and deterministic: no I/O, no clock, no global.
 *
 * The version in force on the price date must also be usable: not a draft unless
 * `options.allowDraft`, and available on `options.quoteDate` when given (its manifest's
 * `availableFrom`); otherwise the quotation is refused with `TABLES_NOT_EFFECTIVE`.
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
  if (options.quoteDate !== undefined && !(typeof options.quoteDate === "string" && isCalendarDate(options.quoteDate))) {
    throw new TypeError(`pmi-rating: the quoteDate option must be a calendar date written YYYY-MM-DD; received ${JSON.stringify(options.quoteDate)}.`);
  }
  const validation = validateQuoteRequest(request, { tables, ...(options.registry === undefined ? {} : { registry: options.registry }) });
  if (!validation.success) return { success: false, issues: validation.issues };
  const unavailable = unavailableVersionIssue(tables, validation.data.priceRequiredDate, options);
  if (unavailable !== undefined) return { success: false, issues: [unavailable] };
  return priceWithRenewalRules(validation.data, validation.warnings, tables, options);
}
