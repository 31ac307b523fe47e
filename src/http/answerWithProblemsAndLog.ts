import type { ExchangeAnswer, ExchangeHandler, ExchangeRequest } from "./httpExchange.js";
import { problemAnswer } from "./problemAnswer.js";
import type { ProblemInit } from "./problemResponse.js";
import { usableCorrelationId } from "./readCallerHeaders.js";
import type { RequestLogEntry, RequestLogger } from "./requestLog.js";

/** What an operation learns about its caller while answering, for the request log. */
export interface CallerSeen {
  clientId?: string;
  /** The problem's code, when the operation has made a problem's answer itself (e.g. to add its quote id). */
  code?: string;
}

/** An operation's own work: its answer, or the problem that ends the request. */
export type OperationAnswer = (request: ExchangeRequest, seen: CallerSeen) => Promise<ExchangeAnswer | ProblemInit>;

/** The handler options every operation shares for its problems and its request log. */
export interface AnswerAndLogOptions {
  /** Prefix of the problems' `type` URIs. */
  readonly problemTypeBase: string;
  /** Given one entry per request; absent: nothing is logged. */
  readonly logger?: RequestLogger | undefined;
  /** Told of an exception that became a 500 (not of a client gone before its answer, a 499). */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/**
 * What is logged for a request whose client disconnected before its answer (nginx's 499); the
 * client never sees it.
 */
const CLIENT_CLOSED_REQUEST: ProblemInit = { status: 499, code: "CLIENT_CLOSED_REQUEST", detail: "The client closed the connection before the answer." };
const INTERNAL_ERROR: ProblemInit = { status: 500, code: "INTERNAL_ERROR", detail: "The service could not complete the request; try again later." };

function isAnswer(outcome: ExchangeAnswer | ProblemInit): outcome is ExchangeAnswer {
  return "body" in outcome;
}

/**
 * Wraps an operation into an exchange handler the same way for every operation, so that the
 * quote and the look-ups cannot drift apart (and neither can the Web and the direct node:http
 * paths, which both run it): a problem becomes an RFC 9457 answer with the Correlation-ID
 * echoed; an exception becomes a 500 without cause or request data (told to `onError`), or,
 * when the client has already gone, a 499 that is only logged; and every request gets one log
 * entry free of personal data. A throwing hook never turns an answer into a crash.
 *
 * @example
 * const handle = answerWithProblemsAndLog(async () => ({ status: 404, code: "NOT_FOUND", detail: "No operation here." }), { problemTypeBase });
 * (await handle(exchangeOfRequest(new Request("http://localhost/x")))).status; // 404
 */
export function answerWithProblemsAndLog(answer: OperationAnswer, options: AnswerAndLogOptions): ExchangeHandler {
  return async function answerAndLog(request: ExchangeRequest): Promise<ExchangeAnswer> {
    const started = performance.now();
    const correlationId = usableCorrelationId(request.headers);
    const seen: CallerSeen = {};
    let outcome: ExchangeAnswer | ProblemInit;
    try {
      outcome = await answer(request, seen);
    } catch (error) {
      if (request.aborted) {
        // The client went away (mid-body, typically): nobody to answer, and no fault of the service.
        outcome = CLIENT_CLOSED_REQUEST;
      } else {
        notifyQuietly(options.onError, error);
        outcome = INTERNAL_ERROR;
      }
    }
    const isProblem = !isAnswer(outcome);
    const response = isAnswer(outcome) ? outcome : problemAnswer(outcome, { correlationId, problemTypeBase: options.problemTypeBase });
    if (options.logger !== undefined) {
      const requestingSystem = request.headers.get("requesting-system")?.trim();
      // Optional fields are set one by one, in the log's order, rather than spread in from small
      // objects: one object per request instead of five, and no slow property definitions.
      const entry: { -readonly [Field in keyof RequestLogEntry]: RequestLogEntry[Field] } = {
        method: request.method,
        path: request.path,
        status: response.status,
        durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      };
      if (correlationId !== undefined) entry.correlationId = correlationId;
      if (requestingSystem !== undefined && requestingSystem !== "") entry.requestingSystem = requestingSystem.slice(0, 200);
      if (seen.clientId !== undefined) entry.clientId = seen.clientId.slice(0, 200);
      const code = isProblem ? (outcome as ProblemInit).code : seen.code;
      if (code !== undefined) entry.code = code;
      notifyQuietly(options.logger, entry);
    }
    return response;
  };
}

/**
 * Calls an embedder's hook; a hook that throws must not turn an answer into a crash.
 *
 * @example
 * notifyQuietly(options.onError, error);
 */
export function notifyQuietly<T>(hook: ((value: T) => void) | undefined, value: T): void {
  try {
    hook?.(value);
  } catch {
    // Nothing sensible can be done with a failing log hook from inside a request.
  }
}
