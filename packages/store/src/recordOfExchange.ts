import type { QuoteRecord } from "./quoteRecord.js";
import { recordOfQuotation } from "./recordOfQuotation.js";

/** What the service knows of one quotation request once it is answered. */
export interface AnsweredQuoteRequest {
  readonly quoteId: string;
  readonly receivedAt: Date;
  readonly clientId: string;
  readonly correlationId: string | null;
  readonly requestingSystem: string | null;
  readonly explain: boolean;
  /** The body as received ("" when it was not read: a request refused before its body). */
  readonly requestText: string;
  readonly status: number;
  readonly responseText: string;
  /** Content hash of the tables set the service prices with. */
  readonly tablesHash: string;
}

/**
 * The record of an answered quotation request: the caller's `id` and `callingSystem` read from
 * the request's `individualHealthCarePolicy.quote` (when the request has one), the tables version, content hash and warnings from
 * the quotation (for a 200), the rest as given. The request and response texts are parsed
 * here; the quote handler, which has both parsed already, records with `recordOfQuotation`.
 *
 * @example
 * recordOfExchange({ quoteId, receivedAt, clientId: "broker-1", correlationId: "c-1", requestingSystem: "HrSolWeb",
 *   explain: false, requestText, status: 200, responseText, tablesHash }).tablesVersion; // "2026.1"
 */
export function recordOfExchange(answered: AnsweredQuoteRequest): QuoteRecord {
  const { quoteId, tablesHash, ...quotation } = answered;
  return recordOfQuotation(quotation, quoteId, tablesHash);
}
