import { answerWithProblemsAndLog, type CallerSeen } from "./answerWithProblemsAndLog.js";
import { unrecordableProblemOf, type AnsweredQuotation } from "./answeredQuotation.js";
import { answerWithQuoteId } from "./answerWithQuoteId.js";
import { claimIdempotencyKey, settleIdempotencyKey } from "./answerUnderIdempotencyKey.js";
import { fetchHandlerOf } from "./fetchHandlerOf.js";
import type { ExchangeAnswer, ExchangeRequest } from "./httpExchange.js";
import type { Issue } from "../model/issue.js";
import { safeQuote } from "../quote/safeQuote.js";
import type { SafeQuoteResult } from "../engine/quoteOptions.js";
import type { QuoteResponse } from "../model/response.js";
import { assertAuthenticationChosen } from "./assertAuthenticationChosen.js";
import { authenticateRequest, authenticationSettingsOf, type Outcome } from "./authenticateRequest.js";
import { isJsonContentType } from "./isJsonContentType.js";
import { createFailureLimiter } from "./createFailureLimiter.js";
import { failureLimiterOf } from "./failureLimiterOf.js";
import { normaliseBasePath } from "./normaliseBasePath.js";
import { parseRequestJson } from "./parseRequestJson.js";
import type { ProblemError } from "./problemDetails.js";
import { problemAnswer } from "./problemAnswer.js";
import type { ProblemInit } from "./problemResponse.js";
import {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_PROBLEM_TYPE_BASE,
  DEFAULT_FAILED_AUTHENTICATION_LIMIT,
  DEFAULT_REALM,
  DEFAULT_REFUSED_QUOTATION_LIMIT,
  QUOTE_PATH,
  type QuoteHandlerOptions,
} from "./quoteHandlerOptions.js";
import { readCallerHeaders, usableCorrelationId } from "./readCallerHeaders.js";
import type { ReservedKey } from "./idempotencyKeys.js";
import { idempotencyFingerprintOf } from "./idempotencyFingerprintOf.js";
import { readIdempotencyKey, type IdempotencyKeyHeader } from "./readIdempotencyKey.js";
import { readLookupQuery } from "./lookupQuery.js";
import { heldTooManyFailuresProblem } from "./tooManyFailuresProblem.js";
import { unsupportedBodyCoding } from "./unsupportedBodyCoding.js";
import type { FetchHandler } from "./fetchHandler.js";

/** The quotation's query parameters. */
const QUOTE_QUERY_PARAMETERS = ["explain", "movement"];

/** Answers worth a record: a quotation, or the problems of a request from an authenticated client. */
const RECORDED_STATUSES: readonly number[] = Object.freeze([200, 400, 403]);

/** What the handler learns of one quotation while answering it, for its record. */
interface QuotationSeen {
  /** Set once the caller is authenticated (or authentication is "none"): only then is the request someone's record. */
  clientId?: string;
  /** Whether the body has been read (it can be read once). */
  bodyRead?: boolean;
  requestText?: string;
  request?: unknown;
  quoteResponse?: QuoteResponse;
  /** The request's idempotency key, reserved for its answer. */
  reservedKey?: ReservedKey;
  /** Answered under its idempotency key without pricing (the first answer again, 409, 422, 503): nothing to record. */
  answeredByKey?: boolean;
}

/** No key: the handler was given no `idempotencyKeys`, so the header is not read. */
const NO_IDEMPOTENCY_KEY: IdempotencyKeyHeader = Object.freeze({ ok: true, key: undefined });

function isProblem(outcome: ExchangeAnswer | ProblemInit): outcome is ProblemInit {
  return !("body" in outcome);
}

/** The top-level code of several problems: theirs when they share one, else the generic one. */
function summaryCode(errors: readonly { readonly code: string }[], fallback: string): string {
  const first = errors[0]?.code;
  return first !== undefined && errors.every((error) => error.code === first) ? first : fallback;
}

function toProblemErrors(issues: readonly Issue[]): ProblemError[] {
  return issues.map((issue) => ({ pointer: issue.path, code: issue.code, message: issue.message }));
}

/** The answer to a request the rating library refused: 403 for an unregistered caller, else 400. */
function refusal(issues: readonly Issue[]): ProblemInit {
  const errors = toProblemErrors(issues);
  if (issues.some((issue) => issue.code === "UNREGISTERED_CALLING_SYSTEM")) {
    return {
      status: 403,
      code: "UNREGISTERED_CALLING_SYSTEM",
      detail: "The callingSystem is not registered with the operator; ask the operator for an entry before calling.",
      errors,
    };
  }
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  return { status: 400, code: summaryCode(errors, "INVALID_REQUEST"), detail: `The quotation request has ${count}; see errors.`, errors };
}

/**
 * The quotation operation `POST {basePath}/v1/individualHealthcarePolicy/quote` as a
 * Web-standard handler. In order: path (404), method (405), bearer token (401/403), caller
 * headers, `Idempotency-Key` and query (400), content type (415), size (413), then, for a
 * request with a key (and `idempotencyKeys` given), the key's own answer (the first answer
 * again, 409, 422), JSON (400), rating (400/403) and finally 200 `{ "quoteResponse": ... }`.
 * Every error is an RFC 9457 problem and every response echoes the Correlation-ID.
 *
 * Authentication has no default: pass `authenticate` (bearer tokens, e.g. `createJwtVerifier`)
 * or, for a handler behind a gateway that authenticates, `authentication: "none"`; neither
 * throws a `TypeError`.
 *
 * @example
 * import { defaultTables } from "pmi-rating/tables";
 * // Behind an API gateway that has already authenticated the caller:
 * const handler = createQuoteHandler({ tables: defaultTables, registry: ["HrSolWeb"], authentication: "none" });
 * const response = await handler(
 *   new Request("http://localhost/v1/individualHealthcarePolicy/quote", {
 *     method: "POST",
 *     headers: { "content-type": "application/json", "Correlation-ID": "c-1", "Requesting-System": "HrSolWeb" },
 *     body: JSON.stringify(quoteRequest),
 *   }),
 * );
 * response.status; // 200, with { quoteResponse }
 */
export function createQuoteHandler(options: QuoteHandlerOptions): FetchHandler {
  assertAuthenticationChosen(options, "createQuoteHandler");
  const operationPath = normaliseBasePath(options.basePath) + QUOTE_PATH;
  const maxBodyBytes = options.limits?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const realm = options.realm ?? DEFAULT_REALM;
  const problemTypeBase = options.problemTypeBase ?? DEFAULT_PROBLEM_TYPE_BASE;
  const rate = options.quote ?? safeQuote;
  const failures = failureLimiterOf(options.failedAuthenticationLimit, DEFAULT_FAILED_AUTHENTICATION_LIMIT);
  const refusedQuotations =
    options.refusedQuotationLimit === undefined ? createFailureLimiter(false) : failureLimiterOf(options.refusedQuotationLimit, DEFAULT_REFUSED_QUOTATION_LIMIT);
  // The same for every request: made once, not per request.
  const authentication = authenticationSettingsOf(options, realm, failures, options.tarpit);
  const idempotencyKeys = options.idempotencyKeys;

  async function readBody(request: ExchangeRequest, quotation: QuotationSeen): Promise<Outcome<unknown>> {
    if (!isJsonContentType(request.headers.get("content-type"))) {
      return {
        ok: false,
        problem: { status: 415, code: "UNSUPPORTED_MEDIA_TYPE", detail: "Send the request as JSON with Content-Type: application/json (UTF-8)." },
      };
    }
    const coding = unsupportedBodyCoding(request.headers);
    if (coding !== undefined) return { ok: false, problem: coding };
    const tooLarge: ProblemInit = {
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
      detail: `The body is larger than the limit of ${maxBodyBytes} bytes.`,
    };
    const declaredLength = Number(request.headers.get("content-length") ?? "0");
    if (declaredLength > maxBodyBytes) return { ok: false, problem: tooLarge };
    quotation.bodyRead = true;
    const body = await request.readBody(maxBodyBytes);
    if (!body.ok) {
      if (body.reason === "too-large") return { ok: false, problem: tooLarge };
      return { ok: false, problem: { status: 400, code: "MALFORMED_JSON", detail: "The body is not valid UTF-8 text." } };
    }
    quotation.requestText = body.text;
    const parsed = parseRequestJson(body.text);
    if (!parsed.ok) {
      return { ok: false, problem: { status: 400, code: parsed.code, detail: parsed.detail, ...(parsed.errors === undefined ? {} : { errors: parsed.errors }) } };
    }
    quotation.request = parsed.value;
    return { ok: true, value: parsed.value };
  }

  /**
   * Claims the request's idempotency key once its body is read, before anything is priced or
   * recorded: undefined to go on (the key reserved, or none sent), else the answer to give.
   * A body that could not be read as text is refused before the key is looked at.
   */
  async function answerOfKey(key: string | undefined, caller: { correlationId: string; explain: boolean; movement: boolean }, quotation: QuotationSeen) {
    if (idempotencyKeys === undefined || key === undefined || quotation.requestText === undefined) return undefined;
    const fingerprint = await idempotencyFingerprintOf({ explain: caller.explain, movement: caller.movement, body: quotation.requestText });
    const claimed = await claimIdempotencyKey(idempotencyKeys, { clientId: quotation.clientId ?? "", key, fingerprint }, caller.correlationId);
    if ("reserved" in claimed) {
      quotation.reservedKey = claimed.reserved;
      return undefined;
    }
    quotation.answeredByKey = true;
    return claimed.answer;
  }

  /** The request's answer: a quotation, or the first problem found, stage by stage. */
  async function answer(request: ExchangeRequest, seen: CallerSeen, quotation: QuotationSeen): Promise<ExchangeAnswer | ProblemInit> {
    if (request.path !== operationPath) {
      return { status: 404, code: "NOT_FOUND", detail: `There is no operation at this path; the quotation is POST ${operationPath}.` };
    }
    if (request.method !== "POST") {
      return { status: 405, code: "METHOD_NOT_ALLOWED", detail: `${request.method} is not allowed here; send the quotation with POST.`, headers: { allow: "POST" } };
    }
    const authenticated = await authenticateRequest(request, authentication);
    if (!authenticated.ok) return authenticated.problem;
    const clientId = authenticated.value?.clientId ?? authenticated.value?.subject;
    if (clientId !== undefined) seen.clientId = clientId;
    quotation.clientId = clientId ?? "";
    const caller = readCallerHeaders(request.headers, request.query);
    const idempotency = idempotencyKeys === undefined ? NO_IDEMPOTENCY_KEY : readIdempotencyKey(request.headers);
    // The query parameters are explain and movement; any other is refused, as the look-ups refuse
    // theirs (a misspelt `explian=true` would otherwise be ignored and the worksheet silently missing).
    const query = readLookupQuery(request.query, QUOTE_QUERY_PARAMETERS, []);
    if (!caller.ok || !query.ok || !idempotency.ok) {
      const errors = [
        ...(caller.ok ? [] : caller.errors),
        ...(idempotency.ok ? [] : [idempotency.error]),
        ...(query.ok ? [] : query.errors.filter((error) => error.parameter === undefined || !QUOTE_QUERY_PARAMETERS.includes(error.parameter))),
      ];
      const detail = "The request's headers or query parameters are not usable; see errors.";
      return { status: 400, code: summaryCode(errors, "INVALID_REQUEST"), detail, errors };
    }
    // A client that has used up its allowance of refused quotations waits, its body unread:
    // checking a broken body can cost far more than pricing a sound one, so a loop of them
    // would starve the others. Its 429 is held in the tarpit first, so that a loop of them does
    // not become a loop of reconnections instead.
    const refusalKey = clientId === undefined ? undefined : `client:${clientId}`;
    if (refusalKey !== undefined) {
      const wait = await refusedQuotations.waitSeconds(refusalKey);
      if (wait !== undefined) {
        const reason = "This client has sent too many refused quotations; correct the requests before sending more.";
        const held = await heldTooManyFailuresProblem(wait, reason, { tarpit: options.tarpit, signal: request.signal });
        // The connection closes after the answer, so the server need not take in the unread body.
        return { ...held, headers: { ...held.headers, connection: "close" } };
      }
    }
    const body = await readBody(request, quotation);
    const keyAnswer = await answerOfKey(idempotency.ok ? idempotency.key : undefined, caller, quotation);
    if (keyAnswer !== undefined) return keyAnswer;
    if (!body.ok) {
      if (refusalKey !== undefined && body.problem.status === 400) await refusedQuotations.recordFailure(refusalKey);
      return body.problem;
    }

    const result: SafeQuoteResult = await rate(body.value, options.tables, {
      explain: caller.explain,
      ...(caller.movement ? { movement: true } : {}),
      ...(options.registry === undefined ? {} : { registry: options.registry }),
    });
    if (!result.success) {
      // Weighed by its problems, as checking costs: a person's typing error is one or two, a
      // body built to be expensive reaches the cap of a hundred.
      if (refusalKey !== undefined) await refusedQuotations.recordFailure(refusalKey, result.issues.length);
      return refusal(result.issues);
    }
    quotation.quoteResponse = result.data;
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "correlation-id": caller.correlationId,
    };
    return { status: 200, headers, body: JSON.stringify({ quoteResponse: result.data }) };
  }

  /**
   * The answer, put on record first when the handler records quotations: the record is made of
   * what answering already read, parsed and checked. A price that cannot be recorded is not
   * given (503); a refusal carries no price, so it is answered anyway, without an id.
   */
  async function answerOnRecord(request: ExchangeRequest, seen: CallerSeen, quotation: QuotationSeen): Promise<ExchangeAnswer | ProblemInit> {
    const record = options.recordQuotation;
    if (record === undefined) return answer(request, seen, quotation);
    const receivedAt = new Date();
    const outcome = await answer(request, seen, quotation);
    // An unauthenticated request (its problem says so) is nobody's record; an answer given
    // under an idempotency key without pricing is the first request's, on record already.
    if (quotation.clientId === undefined || quotation.answeredByKey === true) return outcome;
    const given = isProblem(outcome) ? problemAnswer(outcome, { correlationId: usableCorrelationId(request.headers), problemTypeBase }) : outcome;
    if (!RECORDED_STATUSES.includes(given.status) || given.body === null || !given.body.startsWith("{")) return outcome;
    if (isProblem(outcome)) seen.code = outcome.code;
    let requestText = quotation.requestText;
    // A request refused on its headers is recorded with its body all the same: read it now.
    if (requestText === undefined && quotation.bodyRead !== true) {
      const body = await request.readBody(maxBodyBytes).catch(() => undefined);
      if (body?.ok === true) requestText = body.text;
    }
    const answered: AnsweredQuotation = {
      receivedAt,
      clientId: quotation.clientId,
      correlationId: request.headers.get("correlation-id"),
      requestingSystem: request.headers.get("requesting-system"),
      explain: request.query.get("explain")?.toLowerCase() === "true",
      requestText: requestText ?? "",
      ...(quotation.request === undefined ? {} : { request: quotation.request }),
      status: given.status,
      responseText: given.body,
      ...(given.status === 200 && quotation.quoteResponse !== undefined ? { quoteResponse: quotation.quoteResponse } : {}),
    };
    let quoteId: string;
    try {
      quoteId = await record(answered);
    } catch (error) {
      if (given.status !== 200) return outcome;
      // A quotation that can never be recorded (the recorder says why): the client's error, not a 503 to retry.
      const unrecordable = unrecordableProblemOf(error);
      if (unrecordable !== undefined) return unrecordable;
      return {
        status: 503,
        code: "QUOTE_NOT_RECORDED",
        detail: "The quotation could not be put on record, so it is not given; try again shortly.",
        headers: { "retry-after": "5" },
      };
    }
    return answerWithQuoteId({ ...given, body: given.body }, quoteId);
  }

  /**
   * The answer, kept under the request's idempotency key when it carried one (docs/http.md,
   * "Idempotency-Key"): a repeat within the window gets it again, nothing priced or recorded twice.
   */
  async function answerUnderKey(request: ExchangeRequest, seen: CallerSeen): Promise<ExchangeAnswer | ProblemInit> {
    const quotation: QuotationSeen = {};
    let outcome: ExchangeAnswer | ProblemInit;
    try {
      outcome = await answerOnRecord(request, seen, quotation);
    } catch (error) {
      await quotation.reservedKey?.release().catch(() => {});
      throw error;
    }
    if (quotation.reservedKey === undefined) return outcome;
    if (isProblem(outcome)) seen.code = outcome.code;
    const correlationId = usableCorrelationId(request.headers);
    return settleIdempotencyKey(quotation.reservedKey, outcome, { recording: options.recordQuotation !== undefined, correlationId, problemTypeBase });
  }

  return fetchHandlerOf(answerWithProblemsAndLog(answerUnderKey, { problemTypeBase, logger: options.logger, onError: options.onError }));
}
