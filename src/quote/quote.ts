import type { QuoteResponse } from "../model/response.js";
import type { RatingTables } from "../engine/types.js";
import { QuoteError } from "./QuoteError.js";
import { safeQuote } from "./safeQuote.js";
import type { QuoteOptions } from "../engine/quoteOptions.js";

/**
 * Prices a quotation request and returns the quotation; throws `QuoteError`, carrying every
 * problem, when the request cannot be priced. See `safeQuote` for the result-returning form.
 *
 * @example
 * const response = quote(request, defaultTables);
 * response.grossPrice; // e.g. 685.83
 */
export function quote(request: unknown, tables: RatingTables, options: QuoteOptions = {}): QuoteResponse {
  const result = safeQuote(request, tables, options);
  if (!result.success) throw new QuoteError(result.issues);
  return result.data;
}
