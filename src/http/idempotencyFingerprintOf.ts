/** What a request's fingerprint is made of: everything of it that changes its answer. */
export interface FingerprintedRequest {
  readonly explain: boolean;
  readonly movement: boolean;
  /** The body as received (UTF-8 text). */
  readonly body: string;
}

const UTF8 = new TextEncoder();

/**
 * The fingerprint that binds an idempotency key to the request it was first sent with: SHA-256
 * (lower-case hex) of the `explain` and `movement` switches and the body as received, byte for
 * byte. A repeat is the same request only when its bytes are the same: a body re-serialised
 * with other spacing or key order is another request (422 `IDEMPOTENCY_KEY_REUSED`), so that
 * no rule of "equal enough" can give one request another's answer. The caller's
 * `Correlation-ID` and `Requesting-System` are not part of it: a retry may carry new ones.
 * Web Crypto, so that the adapter runs on any runtime.
 *
 * @example
 * await idempotencyFingerprintOf({ explain: false, movement: false, body: "{}" }); // "5f…" (64 hex digits)
 */
export async function idempotencyFingerprintOf(request: FingerprintedRequest): Promise<string> {
  const text = `explain=${request.explain}&movement=${request.movement}\n${request.body}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", UTF8.encode(text)));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}
