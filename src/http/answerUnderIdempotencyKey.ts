import type { ExchangeAnswer } from "./httpExchange.js";
import type { IdempotencyClaim, IdempotencyKeys, KeptAnswer, ReservedKey } from "./idempotencyKeys.js";
import { problemAnswer } from "./problemAnswer.js";
import type { ProblemContext, ProblemInit } from "./problemResponse.js";

/** What claiming a key for a request gave: answer under it (reserved), or the answer to give at once. */
export type ClaimedKey = { readonly reserved: ReservedKey } | { readonly answer: ExchangeAnswer | ProblemInit };

/** The answers kept under a key: a quotation, and a refusal of an authenticated client's request; they are what gets recorded. */
const KEPT_STATUSES: readonly number[] = Object.freeze([200, 400, 403]);

const KEY_ERROR_LOCATION = { header: "Idempotency-Key" } as const;

function problemOfKey(status: number, code: string, detail: string, headers?: Record<string, string>): ProblemInit {
  return { status, code, detail, errors: [{ ...KEY_ERROR_LOCATION, code, message: detail }], ...(headers === undefined ? {} : { headers }) };
}

/**
 * The first answer given under a key, given again: its status and body as they were (its
 * `quoteId` and, for a refusal, its problem's `instance` included), its `Quote-ID`, this
 * request's `Correlation-ID`, and `Idempotent-Replayed: true`, so that a client or a log can
 * tell a repeat from a first answer.
 *
 * @example
 * replayedAnswer({ status: 200, contentType: "application/json", body: "{}", quoteId: "q-1" }, "c-2").headers["quote-id"]; // "q-1"
 */
export function replayedAnswer(kept: KeptAnswer, correlationId: string | undefined): ExchangeAnswer {
  const headers: Record<string, string> = {
    "content-type": kept.contentType,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "idempotent-replayed": "true",
  };
  if (correlationId !== undefined) headers["correlation-id"] = correlationId;
  if (kept.quoteId !== undefined) headers["quote-id"] = kept.quoteId;
  return { status: kept.status, headers, body: kept.body };
}

/**
 * Claims a request's idempotency key before it is priced: reserved (price it, then
 * `settleIdempotencyKey`), or the answer to give instead: the first answer again, 409
 * `IDEMPOTENCY_KEY_IN_FLIGHT` while the first request is still being answered, 422
 * `IDEMPOTENCY_KEY_REUSED` for a key first sent with another request, 503
 * `IDEMPOTENCY_KEY_NOT_RESERVED` when the keys cannot be reached (nothing is priced that a
 * retry could price again).
 *
 * @example
 * const claimed = await claimIdempotencyKey(keys, { clientId, key, fingerprint }, correlationId);
 * if ("answer" in claimed) return claimed.answer;
 */
export async function claimIdempotencyKey(keys: IdempotencyKeys, claim: IdempotencyClaim, correlationId: string | undefined): Promise<ClaimedKey> {
  let reservation;
  try {
    reservation = await keys.reserve(claim);
  } catch {
    const detail = "The Idempotency-Key could not be reserved, so the quotation is not priced; try again shortly with the same key.";
    return { answer: problemOfKey(503, "IDEMPOTENCY_KEY_NOT_RESERVED", detail, { "retry-after": "5" }) };
  }
  switch (reservation.state) {
    case "reserved":
      return { reserved: reservation };
    case "answered":
      return { answer: replayedAnswer(reservation.answer, correlationId) };
    case "in-flight": {
      const detail = "A request with this Idempotency-Key is still being answered; send it again in a moment to have its answer.";
      return { answer: problemOfKey(409, "IDEMPOTENCY_KEY_IN_FLIGHT", detail, { "retry-after": "1" }) };
    }
    case "reused": {
      const detail = "This Idempotency-Key was first sent with another request; send a new key with a new request, or the first request unchanged to have its answer.";
      return { answer: problemOfKey(422, "IDEMPOTENCY_KEY_REUSED", detail) };
    }
  }
}

/** How `settleIdempotencyKey` tells an answer worth keeping. */
export interface SettleOptions extends ProblemContext {
  /** Whether the handler records its quotations: then only an answer on record (with a `Quote-ID`) is kept. */
  readonly recording: boolean;
}

/**
 * Keeps the answer under its key when it is one a repeat must get again (a 200 or a 400/403
 * refusal, and, when the handler records, only one on record, with its `Quote-ID`), else gives
 * the key up: a 503 or a 429 changed nothing, so a retry with the key is a new request. Resolves
 * to the answer to give, a problem made into its final answer once, so that the answer kept
 * and the answer given are the same bytes. A store that cannot keep it does not hold the answer back.
 *
 * @example
 * return settleIdempotencyKey(reserved, outcome, { recording: true, correlationId, problemTypeBase });
 */
export async function settleIdempotencyKey(reserved: ReservedKey, outcome: ExchangeAnswer | ProblemInit, options: SettleOptions): Promise<ExchangeAnswer | ProblemInit> {
  const quoteId = "body" in outcome ? outcome.headers["quote-id"] : undefined;
  if (!KEPT_STATUSES.includes(outcome.status) || (options.recording && quoteId === undefined)) {
    await reserved.release().catch(() => {});
    return outcome;
  }
  const given = "body" in outcome ? outcome : problemAnswer(outcome, options);
  if (given.body === null) {
    await reserved.release().catch(() => {});
    return outcome;
  }
  const kept: KeptAnswer = {
    status: given.status,
    contentType: given.headers["content-type"] ?? "application/json",
    body: given.body,
    ...(quoteId === undefined ? {} : { quoteId }),
  };
  await reserved.complete(kept).catch(() => {});
  return given;
}
