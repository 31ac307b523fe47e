import type { QuoteResponse } from "../model/response.js";

/**
 * One quotation request as the quote handler answered it, given to `recordQuotation` before the
 * answer leaves: what the handler already read, parsed and checked, so that a record costs no
 * second reading of the request or the answer.
 */
export interface AnsweredQuotation {
  /** When the handler received the request. */
  readonly receivedAt: Date;
  /** The client the handler's own token check named (`client_id`, `azp`, else `sub`); "" without authentication (behind a gateway). */
  readonly clientId: string;
  /** The `Correlation-ID` header as sent, null when absent. */
  readonly correlationId: string | null;
  /** The `Requesting-System` header as sent, null when absent. */
  readonly requestingSystem: string | null;
  /** Whether the worksheet was asked for (`?explain=true`). */
  readonly explain: boolean;
  /** The body as received, "" when it could not be read as UTF-8 text within the size limit. */
  readonly requestText: string;
  /** The body as the handler parsed it; absent when it was not parsed (a refusal before or at parsing). */
  readonly request?: unknown;
  /** The status answered: 200, or 400/403 for a refusal. */
  readonly status: number;
  /** The answer's body as serialised, before the quote id is added: `{"quoteResponse":...}` or the problem document. */
  readonly responseText: string;
  /** The quotation answered (a 200 only). */
  readonly quoteResponse?: QuoteResponse;
}

/**
 * Keeps an answered quotation and resolves to its quote id once it is durable; rejects when it
 * could not be kept (the handler then never gives the price: 503 `QUOTE_NOT_RECORDED`). A
 * quotation that can never be kept, whatever the store's state (content a database cannot hold,
 * a record over the store's ceiling), rejects with an error carrying `unrecordable`, a 4xx
 * problem: the handler answers that problem instead, so that the client is not told to retry.
 */
export type RecordQuotation = (quotation: AnsweredQuotation) => Promise<string>;

/** The 4xx problem a `RecordQuotation` rejection carries in `unrecordable`, when it does. */
export function unrecordableProblemOf(error: unknown): { readonly status: number; readonly code: string; readonly detail: string } | undefined {
  const problem = (error as { unrecordable?: unknown } | null)?.unrecordable as { status?: unknown; code?: unknown; detail?: unknown } | undefined;
  if (problem === undefined || problem === null || typeof problem !== "object") return undefined;
  const { status, code, detail } = problem;
  if (typeof status !== "number" || !Number.isInteger(status) || status < 400 || status > 499 || typeof code !== "string" || typeof detail !== "string") return undefined;
  return { status, code, detail };
}
