/**
 * One request's claim on an idempotency key (the `Idempotency-Key` header, IETF draft
 * draft-ietf-httpapi-idempotency-key-header): a key is scoped to the client that sent it, and
 * bound to the request it was first sent with by the request's fingerprint.
 */
export interface IdempotencyClaim {
  /** The authenticated client (`client_id`, `azp`, else `sub`); "" with `authentication: "none"`, where every caller is one client. */
  readonly clientId: string;
  /** The key as the client sent it, unquoted: 1 to 255 printable ASCII characters (`readIdempotencyKey`). */
  readonly key: string;
  /** SHA-256 (lower-case hex) of the request's `explain` and `movement` switches and its body as received (`idempotencyFingerprintOf`). */
  readonly fingerprint: string;
}

/** The first answer given under a key, kept to be given again to a repeat within the window. */
export interface KeptAnswer {
  /** 200, or 400/403 for a refusal. */
  readonly status: number;
  /** The answer's `Content-Type`. */
  readonly contentType: string;
  /** The answer's body as sent, its `quoteId` included. */
  readonly body: string;
  /** The answer's `Quote-ID`, when the quotation was put on record. */
  readonly quoteId?: string;
}

/** A key reserved for this request: once answered, the answer is kept under it, or the key is given up. */
export interface ReservedKey {
  readonly state: "reserved";
  /** Keeps the answer under the key for the rest of the window. */
  complete(answer: KeptAnswer): Promise<void>;
  /** Gives the key up (an answer that is not kept: a 503, a 429, an exception): a repeat is then a new request. */
  release(): Promise<void>;
}

/** What a request's claim on a key found. */
export type KeyReservation =
  /** The key is new to this client (or its window has ended): this request answers under it. */
  | ReservedKey
  /** A request with this key and the same fingerprint is still being answered: 409 `IDEMPOTENCY_KEY_IN_FLIGHT`. */
  | { readonly state: "in-flight" }
  /** The key was first sent with another request (another fingerprint): 422 `IDEMPOTENCY_KEY_REUSED`. */
  | { readonly state: "reused" }
  /** The same request was answered under this key within the window: that answer, given again. */
  | { readonly state: "answered"; readonly answer: KeptAnswer };

/**
 * Where a quote handler keeps its idempotency keys (its `idempotencyKeys` option): in memory
 * (`createMemoryIdempotencyKeys`, one process), or in the quote store (`@pmi-rating/store`,
 * shared by every process on one PostgreSQL). `reserve` decides atomically: of two requests
 * with the same client and key at once, one is reserved and the other finds it in flight.
 * A rejection of `reserve` answers 503 `IDEMPOTENCY_KEY_NOT_RESERVED`, nothing priced; a
 * rejection of `complete` or `release` is ignored by the handler (the answer is given), so an
 * implementation that can fail there says so in its own log.
 */
export interface IdempotencyKeys {
  /** Reserves the claim's key for its request, or says why not: in flight, reused, or answered (with the answer). */
  reserve(claim: IdempotencyClaim): Promise<KeyReservation>;
}

/** The longest `Idempotency-Key` accepted, in characters (a UUID is 36). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** How long a key's first answer is given again, unless the keys are told otherwise: 24 hours. */
export const DEFAULT_IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
