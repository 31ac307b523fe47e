import type { HeaderReader } from "./httpExchange.js";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "./idempotencyKeys.js";
import type { ProblemError } from "./problemDetails.js";

/** The `Idempotency-Key` of a request: absent (`key` undefined), a key, or why it cannot be used. */
export type IdempotencyKeyHeader = { readonly ok: true; readonly key: string | undefined } | { readonly ok: false; readonly error: ProblemError };

const HEADER = "Idempotency-Key";

/** A bare key: printable ASCII without spaces, quotes or commas (a header sent twice arrives joined by ", "). */
const BARE_KEY = /^[\x21\x23-\x2b\x2d-\x7e]+$/;
/** A Structured Field String (RFC 8941 section 3.3.3): printable ASCII in quotes, `"` and `\` escaped by `\`. */
const QUOTED_KEY = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

function refused(message: string): IdempotencyKeyHeader {
  return { ok: false, error: { header: HEADER, code: "INVALID_IDEMPOTENCY_KEY", message } };
}

/**
 * Reads the `Idempotency-Key` header (draft-ietf-httpapi-idempotency-key-header): optional; when
 * sent, one key of 1 to 255 printable ASCII characters, either as the draft writes it, a
 * quoted string (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`, escapes `\"` and `\\`), or bare
 * (`8e03978e-…`, no space, quote or comma), as most clients send it. Both spellings of one key
 * are the same key. Anything else, a header sent twice included, is a problem rather than a
 * key guessed at: a key read wrongly would give one request another's answer.
 *
 * @example
 * readIdempotencyKey(new Headers({ "Idempotency-Key": '"abc-1"' })); // { ok: true, key: "abc-1" }
 * readIdempotencyKey(new Headers()); // { ok: true, key: undefined }
 */
export function readIdempotencyKey(headers: HeaderReader): IdempotencyKeyHeader {
  const value = headers.get(HEADER)?.trim();
  if (value === undefined) return { ok: true, key: undefined };
  const quoted = QUOTED_KEY.exec(value);
  const key = quoted === null ? (BARE_KEY.test(value) ? value : undefined) : quoted[1]!.replace(/\\(["\\])/g, "$1");
  if (key === undefined) {
    return refused(`Send the ${HEADER} header once, with one key of printable ASCII characters (a UUID, say), bare or as a quoted string.`);
  }
  if (key === "") return refused(`The ${HEADER} header, when sent, holds a key of 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters (a UUID, say).`);
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) return refused(`The ${HEADER} header's key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  return { ok: true, key };
}
