import type { QuoteOptions, SafeQuoteResult } from "../engine/quoteOptions.js";
import type { RatingTables } from "../engine/types.js";
import type { RecordQuotation } from "./answeredQuotation.js";
import type { TokenVerifier } from "./authentication.js";
import type { IdempotencyKeys } from "./idempotencyKeys.js";
import type { FailureLimit, FailureLimiter } from "./createFailureLimiter.js";
import type { Tarpit } from "./createTarpit.js";
import type { RequestLogger } from "./requestLog.js";

/** The rating function the handler calls: `safeQuote` unless another is given. */
export type QuoteFunction = (request: unknown, tables: RatingTables, options: QuoteOptions) => SafeQuoteResult | Promise<SafeQuoteResult>;

/** Limits protecting the service from oversized or abusive requests. */
export interface QuoteHandlerLimits {
  /** Largest accepted body in bytes (default 262 144, i.e. 256 KiB). */
  readonly maxBodyBytes?: number;
}

/** The options every quotation handler takes, whatever its authentication. */
export interface QuoteHandlerBaseOptions {
  /** The rating tables, e.g. `defaultTables` from `pmi-rating/tables` or `loadTables(dir)`. */
  readonly tables: RatingTables;
  /**
   * Names of the registered consuming systems; a request whose `callingSystem` is not one of
   * them is answered 403 `UNREGISTERED_CALLING_SYSTEM`. Absent: not checked.
   */
  readonly registry?: readonly string[];
  /** Realm named in `WWW-Authenticate` challenges (default `pmi-rating`). */
  readonly realm?: string;
  readonly limits?: QuoteHandlerLimits;
  /** Called once per request with a log entry free of personal data. */
  readonly logger?: RequestLogger;
  /** Called with any unexpected exception, which the client sees only as a 500 problem. */
  readonly onError?: (error: unknown) => void;
  /** Prefix of the operation's path, e.g. `/pricing` (default: none). */
  readonly basePath?: string;
  /** Prefix of problem `type` URIs (default `urn:pmi-rating:problem:`). */
  readonly problemTypeBase?: string;
  /** The rating function (default `safeQuote`): an extension point, e.g. to rate in a worker pool. */
  readonly quote?: QuoteFunction;
  /**
   * Refused access tokens allowed per client address before the address gets 429
   * `TOO_MANY_REQUESTS` with `Retry-After` (default `DEFAULT_FAILED_AUTHENTICATION_LIMIT`, 100
   * per 60 s); a limiter made with `createFailureLimiter` to share one count between handlers;
   * `false` for none. Counted only where the server gives the handler the client's address.
   */
  readonly failedAuthenticationLimit?: FailureLimit | FailureLimiter | false;
  /**
   * Refused quotations allowed per authenticated client, weighed by their problems (a body that
   * is not JSON counts 1, a request with problems counts how many were reported, at most the
   * cap of 100 and its "more" problem), before the client's next quotation gets 429
   * `TOO_MANY_REQUESTS` with `Retry-After`, its body unread, until the window ends: a client
   * that sends bodies built to be expensive to check, in a loop, cannot take the service from
   * the others, while a portal whose users mistype now and then is far from the limit. A
   * limiter made with `createFailureLimiter` to share one count; `false` or absent: none (the
   * reference service turns it on: `PMI_RATE_LIMIT_REFUSED_QUOTES`, default
   * `DEFAULT_REFUSED_QUOTATION_LIMIT`). Counted only when the caller is authenticated.
   */
  readonly refusedQuotationLimit?: FailureLimit | FailureLimiter | false;
  /**
   * Holds the 429 of either limit above before it is sent, the request's socket not read
   * meanwhile (`createTarpit`: a delay of at most the `Retry-After`, a cap on answers held at
   * once, a client that disconnects frees its slot, `release()` at shutdown), so that a client
   * looping on a refused request waits rather than reconnecting and resending at once. Share
   * one between handlers to share its cap. Absent: answered at once (the reference service
   * holds them: `PMI_RATE_LIMIT_DELAY_MS`, `PMI_RATE_LIMIT_MAX_HELD`).
   */
  readonly tarpit?: Tarpit;
  /**
   * Puts every answered quotation on record before its answer leaves (the reference
   * service's quote store uses it: docs/records.md). Called for a 200 and for a 400/403 refusal of an
   * authenticated caller (an unauthenticated request is nobody's record) with what the handler
   * already read, parsed and checked; it resolves to the quote id, which the answer carries in
   * a `Quote-ID` header and a `quoteId` member first in its JSON body. When it rejects, a price
   * is never given unrecorded: the answer is 503 `QUOTE_NOT_RECORDED` with `Retry-After`; a
   * refusal is answered anyway, without an id. Absent: nothing is recorded.
   */
  readonly recordQuotation?: RecordQuotation;
  /**
   * Honours the `Idempotency-Key` request header (draft-ietf-httpapi-idempotency-key-header)
   * with these keys: `createMemoryIdempotencyKeys` (this process), or the quote store's,
   * shared by every process on one PostgreSQL. The header stays optional: a request without it
   * is answered as ever. With it (1 to 255 printable ASCII characters, else 400
   * `INVALID_IDEMPOTENCY_KEY`), the key, scoped to the authenticated client, is reserved once
   * the body is read and before anything is priced or recorded: a repeat with the same key and
   * the same request (the body's bytes and the `explain` and `movement` switches) within the
   * keys' window gets the first answer again, its status, body and `Quote-ID`, with
   * `Idempotent-Replayed: true`, nothing priced or recorded twice; 409
   * `IDEMPOTENCY_KEY_IN_FLIGHT` while the first is still being answered; 422
   * `IDEMPOTENCY_KEY_REUSED` for the key with another request; 503
   * `IDEMPOTENCY_KEY_NOT_RESERVED` when the keys cannot be reached. Only an answer that is
   * recorded (a 200, a 400/403 refusal; with `recordQuotation`, once on record) is kept; after
   * any other (a 503, a 429) the key is free again. Absent: the header is not read.
   */
  readonly idempotencyKeys?: IdempotencyKeys;
}

/** Problems of refused quotations allowed per authenticated client in the reference service: 600 in 60 seconds. */
export const DEFAULT_REFUSED_QUOTATION_LIMIT: FailureLimit = Object.freeze({ failures: 600, perSeconds: 60 });

/** Refused access tokens allowed per client address: 100 in 60 seconds. */
export const DEFAULT_FAILED_AUTHENTICATION_LIMIT: FailureLimit = Object.freeze({ failures: 100, perSeconds: 60 });

/**
 * How the handler authenticates callers; there is no default, so that a handler is never open
 * by omission. Either a verifier of bearer tokens, or an explicit `authentication: "none"` for
 * a handler mounted behind a gateway that has already authenticated the caller.
 */
export type QuoteHandlerAuthentication =
  | {
      /** Verifies the bearer token of every request (see `createJwtVerifier`). */
      readonly authenticate: TokenVerifier;
      readonly authentication?: "bearer";
    }
  | {
      /** No authentication at all: only behind a gateway that authenticates (docs/http.md). */
      readonly authentication: "none";
      readonly authenticate?: undefined;
    };

/** Options of `createQuoteHandler`: the base options and a choice of authentication. */
export type QuoteHandlerOptions = QuoteHandlerBaseOptions & QuoteHandlerAuthentication;

/** The largest request body accepted by default (256 KiB). */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
/** The default realm named in `WWW-Authenticate` challenges. */
export const DEFAULT_REALM = "pmi-rating";
/** The default prefix of problem `type` URIs. */
export const DEFAULT_PROBLEM_TYPE_BASE = "urn:pmi-rating:problem:";
/** The operation's path below the base path (docs/interface.md section 4.1). */
export const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";

/** The scope a token must carry to call the quotation operation, unless configured otherwise. */
export const DEFAULT_REQUIRED_SCOPE = "quote";
