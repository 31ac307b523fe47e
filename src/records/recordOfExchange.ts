import type { QuoteRecord } from "./quoteRecord.js";

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

function objectOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function textField(object: Record<string, unknown> | undefined, name: string): string | null {
  const value = object?.[name];
  return typeof value === "string" ? value : null;
}

function memberOf(object: Record<string, unknown> | undefined, name: string): Record<string, unknown> | undefined {
  const value = object?.[name];
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The record of an answered quotation request: the caller's `id` and `callingSystem` read from
 * the request's `individualHealthCarePolicy.quote` (when the request has one), the tables version, content hash and warnings from
 * the quotation (for a 200), the rest as given.
 *
 * @example
 * recordOfExchange({ quoteId, receivedAt, clientId: "broker-1", correlationId: "c-1", requestingSystem: "HrSolWeb",
 *   explain: false, requestText, status: 200, responseText, tablesHash }).tablesVersion; // "2026.1"
 */
export function recordOfExchange(answered: AnsweredQuoteRequest): QuoteRecord {
  const policy = memberOf(objectOf(answered.requestText), "individualHealthCarePolicy");
  const request = memberOf(policy, "quote");
  const quoted = answered.status === 200;
  const quotation = quoted ? objectOf(answered.responseText)?.quoteResponse : undefined;
  const quoteResponse = quotation !== null && typeof quotation === "object" ? (quotation as Record<string, unknown>) : undefined;
  const tablesUsed = quoteResponse?.tables;
  const tables = tablesUsed !== null && typeof tablesUsed === "object" ? (tablesUsed as Record<string, unknown>) : undefined;
  return {
    quoteId: answered.quoteId,
    callerQuoteId: textField(request, "id"),
    correlationId: answered.correlationId,
    requestingSystem: answered.requestingSystem,
    callingSystem: textField(request, "callingSystem"),
    clientId: answered.clientId,
    receivedAt: answered.receivedAt.toISOString(),
    tablesVersion: textField(tables, "version"),
    tablesVersionHash: textField(tables, "hash"),
    tablesHash: answered.tablesHash,
    explain: answered.explain,
    request: answered.requestText,
    status: answered.status,
    outcome: quoted ? "quoted" : "refused",
    response: answered.responseText,
    warnings: JSON.stringify(quoteResponse?.warnings ?? []),
  };
}
