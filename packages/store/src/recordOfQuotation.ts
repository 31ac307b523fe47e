import type { AnsweredQuotation } from "pmi-rating/http";
import type { QuoteRecord } from "./quoteRecord.js";

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function parsedObjectOf(text: string): Record<string, unknown> | undefined {
  try {
    return objectOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function textField(object: Record<string, unknown> | undefined, name: string): string | null {
  const value = object?.[name];
  return typeof value === "string" ? value : null;
}

/**
 * The record of a quotation as the quote handler answered it, under its quote id: the caller's
 * `id` and `callingSystem` read from the request's `individualHealthCarePolicy.quote` (when the
 * request has one), the tables version, content hash and warnings from the quotation (for a
 * 200), the rest as given. What the handler parsed is read as it is; a text is parsed only
 * when the handler did not (a refusal before or at parsing), so that every record reads the
 * same fields whichever way it came.
 *
 * @example
 * recordOfQuotation(answered, "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", tables.hash).callingSystem; // "HrSolWeb"
 */
export function recordOfQuotation(answered: AnsweredQuotation, quoteId: string, tablesHash: string): QuoteRecord {
  const received = "request" in answered ? objectOf(answered.request) : parsedObjectOf(answered.requestText);
  const request = objectOf(objectOf(received?.individualHealthCarePolicy)?.quote);
  const quoted = answered.status === 200;
  const quoteResponse = quoted ? objectOf(answered.quoteResponse ?? parsedObjectOf(answered.responseText)?.quoteResponse) : undefined;
  const tables = objectOf(quoteResponse?.tables);
  return {
    quoteId,
    callerQuoteId: textField(request, "id"),
    correlationId: answered.correlationId,
    requestingSystem: answered.requestingSystem,
    callingSystem: textField(request, "callingSystem"),
    clientId: answered.clientId,
    receivedAt: answered.receivedAt.toISOString(),
    tablesVersion: textField(tables, "version"),
    tablesVersionHash: textField(tables, "hash"),
    tablesHash,
    explain: answered.explain,
    request: answered.requestText,
    status: answered.status,
    outcome: quoted ? "quoted" : "refused",
    response: answered.responseText,
    warnings: JSON.stringify(quoteResponse?.warnings ?? []),
  };
}
