import { v7 as uuidv7 } from "uuid";
import type { TokenVerifier } from "../http/authentication.js";
import type { ConnectionInfo, FetchHandler } from "../http/createQuoteHandler.js";
import { exchangeOfRequest } from "../http/exchangeOfRequest.js";
import type { ExchangeAnswer, ExchangeRequest } from "../http/httpExchange.js";
import { problemAnswer } from "../http/problemAnswer.js";
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_PROBLEM_TYPE_BASE, QUOTE_PATH } from "../http/quoteHandlerOptions.js";
import { usableCorrelationId } from "../http/readCallerHeaders.js";
import { readTextWithinLimit } from "../http/readTextWithinLimit.js";
import { responseOfAnswer } from "../http/responseOfAnswer.js";
import { authenticatedClientOf } from "./authenticatedClientOf.js";
import type { QuoteRecord } from "./quoteRecord.js";
import { recordOfExchange } from "./recordOfExchange.js";

/** Keeps a record; resolves once it is durable, rejects when it could not be kept. */
export type QuoteRecorder = (record: QuoteRecord) => Promise<void>;

export interface QuoteRecordsOptions {
  /** Where records go (the store, or the store with a local journal behind it). */
  readonly record: QuoteRecorder;
  /** Content hash of the tables set the quote handler prices with. */
  readonly tablesHash: string;
  /** The quote handler's token verifier, to name the client of each record; absent: no authentication (records name client ""). */
  readonly authenticate?: TokenVerifier;
  /** The quotation's path (default `/v1/individualHealthcarePolicy/quote`). */
  readonly quotePath?: string;
  /** Largest request body the quote handler reads (default 256 KiB). */
  readonly maxBodyBytes?: number;
  readonly problemTypeBase?: string;
  /** Told of every record that could not be kept (with its quote id, never its content). */
  readonly onRecordFailed?: (quoteId: string, error: unknown) => void;
  /** New quote ids (default: UUIDv7). */
  readonly newQuoteId?: () => string;
}

/** A response's headers as a plain object (lower-case names). */
function headersOf(headers: Headers): Record<string, string> {
  const plain: Record<string, string> = {};
  headers.forEach((value, name) => {
    plain[name] = value;
  });
  return plain;
}

/** Answers worth a record: a quotation, or the problems of a request from an authenticated client. */
const RECORDED_STATUSES: readonly number[] = Object.freeze([200, 400, 403]);

/**
 * Wraps the quotation handler so that every quotation request it answers is on record before
 * its answer leaves: a quote id (UUIDv7) is assigned, the request as received and the answer
 * as given are kept with the client, the caller's headers and the tables' content hash, and
 * the answer carries the id (`Quote-ID` header, `quoteId` field beside `quoteResponse` or in
 * the problem). A quotation that cannot be recorded is not given: the answer is 503
 * `QUOTE_NOT_RECORDED`. Other requests pass through unchanged. Plain Web-standard: it mounts
 * in front of the quote handler in any router.
 *
 * @example
 * const handler = withQuoteRecords(createQuoteHandler({ tables, authenticate }), { record: store.record, tablesHash: tables.hash, authenticate });
 */
export function withQuoteRecords(quote: FetchHandler, options: QuoteRecordsOptions): FetchHandler {
  const quotePath = options.quotePath ?? QUOTE_PATH;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const problemTypeBase = options.problemTypeBase ?? DEFAULT_PROBLEM_TYPE_BASE;
  const newQuoteId = options.newQuoteId ?? uuidv7;
  const isQuotation = (method: string, url: URL) => method === "POST" && url.pathname === quotePath;

  /** Records an answer and gives it its quote id, or turns a quotation that could not be recorded into a 503. */
  async function recorded(request: ExchangeRequest, answer: ExchangeAnswer, requestText: () => Promise<string>, receivedAt: Date): Promise<ExchangeAnswer> {
    if (!RECORDED_STATUSES.includes(answer.status) || answer.body === null || !answer.body.startsWith("{")) return answer;
    const clientId = await authenticatedClientOf(request.headers, options.authenticate);
    // An unauthenticated request (its problem says so) is nobody's record.
    if (clientId === undefined) return answer;
    const quoteId = newQuoteId();
    const record = recordOfExchange({
      quoteId,
      receivedAt,
      clientId,
      correlationId: request.headers.get("correlation-id"),
      requestingSystem: request.headers.get("requesting-system"),
      explain: request.url.searchParams.get("explain")?.toLowerCase() === "true",
      requestText: await requestText(),
      status: answer.status,
      responseText: answer.body,
      tablesHash: options.tablesHash,
    });
    try {
      await options.record(record);
    } catch (error) {
      options.onRecordFailed?.(quoteId, error);
      // A refusal carries no price: it is answered anyway, without an id. A price is never given unrecorded.
      if (answer.status !== 200) return answer;
      return problemAnswer(
        {
          status: 503,
          code: "QUOTE_NOT_RECORDED",
          detail: "The quotation could not be put on record, so it is not given; try again shortly.",
          headers: { "retry-after": "5" },
        },
        { correlationId: usableCorrelationId(request.headers), problemTypeBase },
      );
    }
    return { status: answer.status, headers: { ...answer.headers, "quote-id": quoteId }, body: `{"quoteId":${JSON.stringify(quoteId)},${answer.body.slice(1)}` };
  }

  async function handle(request: Request, connection?: ConnectionInfo): Promise<Response> {
    const url = new URL(request.url);
    if (!isQuotation(request.method, url)) return quote(request, connection);
    const exchange = exchangeOfRequest(request);
    // The body as received goes on record: read from a copy, as far as the handler's own limit.
    const receivedAt = new Date();
    const copy = request.clone();
    const response = await quote(request, connection);
    const answer: ExchangeAnswer = { status: response.status, headers: headersOf(response.headers), body: await response.text() };
    const requestText = async () => {
      const body = await readTextWithinLimit(copy.body, maxBodyBytes);
      return body.ok ? body.text : "";
    };
    return responseOfAnswer(await recorded(exchange, answer, requestText, receivedAt));
  }

  return handle;
}
