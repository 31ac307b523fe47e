import { hasControlCharacter, isLongerThan } from "../model/wire/textBounds.js";
import type { HeaderReader } from "./httpExchange.js";
import type { Principal, TokenVerification, TokenVerifier } from "./authentication.js";
import type { FailureLimiter } from "./createFailureLimiter.js";
import type { Tarpit } from "./createTarpit.js";
import { formatBearerChallenge } from "./formatBearerChallenge.js";
import type { ProblemInit } from "./problemResponse.js";
import { readBearerToken } from "./readBearerToken.js";
import { heldTooManyFailuresProblem } from "./tooManyFailuresProblem.js";

/** Either the next stage may run, or this problem ends the request. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: ProblemInit };

/** How a handler authenticates its callers. */
export interface AuthenticationSettings {
  /** Absent: no authentication (the handler is mounted behind a gateway that did it). */
  readonly authenticate?: TokenVerifier;
  /** Realm named in `WWW-Authenticate` challenges. */
  readonly realm: string;
  /** Told of a verifier that could not run. */
  readonly onError?: (error: unknown) => void;
  /**
   * Counts refused tokens per client address; an address that has used up its failures gets
   * 429 `TOO_MANY_REQUESTS` with `Retry-After`, before its token is even verified. Absent: no limit.
   */
  readonly failures?: FailureLimiter;
  /** Holds that 429 before it is sent (`createTarpit`); absent: answered at once. */
  readonly tarpit?: Tarpit;
}

/**
 * A handler's authentication settings from its options, made once when the handler is made
 * (not per request): the verifier and error hook when given, the realm and the failure limiter.
 *
 * @example
 * const authentication = authenticationSettingsOf(options, "pmi-rating", failures);
 * await authenticateRequest(request, authentication);
 */
export function authenticationSettingsOf(
  options: { readonly authenticate?: TokenVerifier | undefined; readonly onError?: ((error: unknown) => void) | undefined },
  realm: string,
  failures?: FailureLimiter,
  tarpit?: Tarpit,
): AuthenticationSettings {
  return {
    realm,
    ...(failures === undefined ? {} : { failures }),
    ...(tarpit === undefined ? {} : { tarpit }),
    ...(options.authenticate === undefined ? {} : { authenticate: options.authenticate }),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  };
}

/**
 * Checks a request's bearer token (RFC 6750), the same way for every operation: 401
 * `UNAUTHENTICATED` without one, 400 `INVALID_AUTHORIZATION_HEADER` for a malformed header, 401
 * `INVALID_TOKEN` or 403 `INSUFFICIENT_SCOPE` as the verifier decides, 503
 * `AUTHENTICATION_UNAVAILABLE` when the verifier cannot run; each with its challenge. With a
 * failure limiter and a known client address, an address that has sent too many refused tokens
 * gets 429 `TOO_MANY_REQUESTS` with `Retry-After` until its window ends, without verification
 * (a flood of bad tokens costs no signature checks), held first in the settings' tarpit.
 *
 * @example
 * const outcome = await authenticateRequest(request, { authenticate: verifier, realm: "pmi-rating" });
 * if (!outcome.ok) return problemResponse(outcome.problem, context);
 */
export async function authenticateRequest(
  request: { readonly headers: HeaderReader; readonly remoteAddress?: string | undefined; readonly signal?: AbortSignal | undefined },
  settings: AuthenticationSettings,
): Promise<Outcome<Principal | undefined>> {
  const { realm } = settings;
  if (settings.authenticate === undefined) return { ok: true, value: undefined };
  const credentials = readBearerToken(request.headers.get("authorization"));
  if (credentials.kind === "missing") {
    return {
      ok: false,
      problem: {
        status: 401,
        code: "UNAUTHENTICATED",
        detail: "An OAuth 2.0 access token is required: send Authorization: Bearer <access token>.",
        headers: { "www-authenticate": formatBearerChallenge({ realm }) },
      },
    };
  }
  if (credentials.kind === "malformed") {
    const detail = "The Authorization header must be Bearer followed by one access token.";
    return {
      ok: false,
      problem: {
        status: 400,
        code: "INVALID_AUTHORIZATION_HEADER",
        detail,
        errors: [{ header: "Authorization", code: "INVALID_AUTHORIZATION_HEADER", message: detail }],
        headers: { "www-authenticate": formatBearerChallenge({ realm, error: "invalid_request", errorDescription: detail }) },
      },
    };
  }
  const failureKey = request.remoteAddress === undefined ? undefined : `address:${request.remoteAddress}`;
  if (settings.failures !== undefined && failureKey !== undefined) {
    const wait = await settings.failures.waitSeconds(failureKey);
    if (wait !== undefined) {
      const reason = "Too many requests with a refused access token came from this address.";
      return { ok: false, problem: await heldTooManyFailuresProblem(wait, reason, { tarpit: settings.tarpit, signal: request.signal }) };
    }
  }
  let verdict: TokenVerification;
  try {
    verdict = await settings.authenticate(credentials.token);
  } catch (error) {
    // The check could not run (e.g. the issuer's key set is unreachable): an outage, not a bad token.
    try {
      settings.onError?.(error);
    } catch {
      // A failing error hook must not turn the 503 into a crash.
    }
    return {
      ok: false,
      problem: {
        status: 503,
        code: "AUTHENTICATION_UNAVAILABLE",
        detail: "Access tokens cannot be checked at the moment; try again later.",
        headers: { "retry-after": "30" },
      },
    };
  }
  if (verdict.valid) {
    const unnamed = unusableClientIdentity(verdict.principal);
    if (unnamed === undefined) return { ok: true, value: verdict.principal };
    // The verifier (an embedder's own) accepted a token that names no usable client: the token
    // is refused as invalid, as createJwtVerifier refuses one, never recorded under "" or an
    // unbounded name shared with others.
    verdict = { valid: false, error: "invalid_token", description: unnamed };
  }
  const insufficient = verdict.error === "insufficient_scope";
  // A token refused as invalid counts against its address; a sound token lacking a scope does not.
  if (!insufficient && settings.failures !== undefined && failureKey !== undefined) await settings.failures.recordFailure(failureKey);
  return {
    ok: false,
    problem: {
      status: insufficient ? 403 : 401,
      code: insufficient ? "INSUFFICIENT_SCOPE" : "INVALID_TOKEN",
      detail: verdict.description,
      headers: {
        "www-authenticate": formatBearerChallenge({
          realm,
          error: verdict.error,
          errorDescription: verdict.description,
          ...(verdict.scope === undefined ? {} : { scope: verdict.scope }),
        }),
      },
    },
  };
}

/** The most characters a client identity may have: far above a client id, a URL or a subject of any issuer. */
export const MAX_CLIENT_IDENTITY_LENGTH = 256;

/**
 * Why a verified principal cannot own records, or undefined when it can. Its identity is its
 * `clientId`, else its `subject` (as the handlers and the quote store read it): it must be a
 * non-empty text of at most `MAX_CLIENT_IDENTITY_LENGTH` characters without control
 * characters, since it is recorded with every quotation, logged and shown to people.
 *
 * @example
 * unusableClientIdentity({ scopes: ["quote"] }); // "The access token names no client (client_id, azp or sub)."
 * unusableClientIdentity({ clientId: "broker-1", scopes: ["quote"] }); // undefined
 */
export function unusableClientIdentity(principal: Principal): string | undefined {
  // A verifier of the embedder's may hand back anything; read it as untrusted.
  const identity: unknown = (principal as Principal | undefined)?.clientId ?? (principal as Principal | undefined)?.subject;
  if (typeof identity !== "string" || identity.trim() === "") return "The access token names no client (client_id, azp or sub).";
  if (isLongerThan(identity, MAX_CLIENT_IDENTITY_LENGTH)) return `The access token's client is named with more than ${MAX_CLIENT_IDENTITY_LENGTH} characters.`;
  if (hasControlCharacter(identity)) return "The access token's client is named with a control character.";
  return undefined;
}
