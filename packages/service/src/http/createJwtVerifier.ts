import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import type { Principal, TokenVerification, TokenVerifier } from "pmi-rating/http";
import type { JsonWebKeySet, PublicKeyObject } from "./jwtKeyTypes.js";
import { LRUCache } from "lru-cache";

import { DEFAULT_REQUIRED_SCOPE } from "pmi-rating/http";

export { DEFAULT_REQUIRED_SCOPE };

/** Where the verifier finds the issuer's public keys: exactly one of these. */
export type JwtKeySource =
  /** The issuer's JWKS endpoint, fetched and cached (keys are re-fetched on an unknown `kid`). */
  | { readonly jwksUrl: string | URL }
  /** A JSON Web Key Set held locally. */
  | { readonly jwks: JsonWebKeySet }
  /** One public key: a Web Crypto `CryptoKey`, a Node.js `KeyObject`, or a symmetric secret's bytes. */
  | { readonly key: PublicKeyObject | Uint8Array };

/** Options of `createJwtVerifier`: where the keys are, the expected issuer and audience, and the checks. */
export type JwtVerifierOptions = JwtKeySource & {
  /** Expected `iss`. */
  readonly issuer: string;
  /** Expected `aud` (the token's audience must include it). */
  readonly audience: string;
  /** Scope the token must grant (default `quote`); `""` to require none. */
  readonly requiredScope?: string;
  /** Leeway for `exp` and `nbf`, for clocks slightly apart (default 30 seconds). */
  readonly clockToleranceSeconds?: number;
  /** Signature algorithms accepted (default: whichever the key fits; unsecured `none` tokens never are). */
  readonly algorithms?: readonly string[];
  /**
   * How many verified tokens to remember (default 1000; 0 verifies every request in full).
   * A remembered token is accepted without a new signature check until its `exp`, never after
   * it; only tokens that passed every check, scope included, are remembered. So a token stays
   * accepted until its `exp` even if the issuer drops its signing key meanwhile.
   */
  readonly cacheSize?: number;
  /**
   * Require the RFC 9068 access-token type, `typ: at+jwt` (or `application/at+jwt`) in the
   * token's header (default true): an ID token or another JWT signed by the same issuer is then
   * never taken for an access token. `false` for an issuer that does not set it (the header is
   * then not checked); the test environment's token endpoint always sets it.
   */
  readonly requireAccessTokenType?: boolean;
};

/** The cache's clock: the wall clock `exp` is read against, so that an entry ends exactly when its token does. */
const WALL_CLOCK = Object.freeze({ now: () => Date.now() });

/** Verified tokens remembered by default: one per active client is plenty. */
const DEFAULT_CACHE_SIZE = 1000;

// Failures of the token itself; anything else (a JWKS endpoint down) is a failure of the check.
const TOKEN_ERRORS: ReadonlySet<string> = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKInvalid.code,
]);

function describeTokenError(error: errors.JOSEError): string {
  if (error instanceof errors.JWTExpired) return "The access token has expired; request a new one.";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "The access token was not issued for this service (audience).";
    if (error.claim === "iss") return "The access token was not issued by the expected issuer.";
    if (error.claim === "nbf") return "The access token is not valid yet.";
    if (error.claim === "typ") return "The token is not an access token: its typ header must be at+jwt (RFC 9068).";
    return `The access token's ${error.claim} claim is not acceptable.`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return "The access token's signature does not match any key of the issuer.";
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return "The access token is signed with an algorithm that is not accepted.";
  return "The access token is not a well-formed signed JWT.";
}

/** Scopes of a token: the space-separated `scope` claim (RFC 9068, RFC 8693) or an `scp` array. */
function scopesOf(payload: JWTPayload): string[] {
  if (typeof payload.scope === "string") return payload.scope.split(" ").filter((scope) => scope !== "");
  if (Array.isArray(payload.scp)) return payload.scp.filter((scope): scope is string => typeof scope === "string");
  if (typeof payload.scp === "string") return payload.scp.split(" ").filter((scope) => scope !== "");
  return [];
}

/**
 * Whether the token names its client: the first of `client_id`, `azp` and `sub` that the token
 * carries is the owner of the caller's records, so it must be a non-empty text. A token naming
 * nobody (all three absent, or the first present one empty or not text) would share one owner
 * of records with every other such token.
 */
function namesItsClient(payload: JWTPayload): boolean {
  const identity = payload.client_id ?? payload.azp ?? payload.sub;
  return typeof identity === "string" && identity !== "";
}

/** Frozen: a remembered token's principal is handed to every request that sends the token. */
function principalOf(payload: JWTPayload): Principal {
  const clientId = typeof payload.client_id === "string" ? payload.client_id : typeof payload.azp === "string" ? payload.azp : undefined;
  return Object.freeze({
    ...(payload.sub === undefined ? {} : { subject: payload.sub }),
    ...(clientId === undefined ? {} : { clientId }),
    scopes: Object.freeze(scopesOf(payload)),
  });
}

/**
 * A `TokenVerifier` of JWT access tokens (RFC 9068 profile): checks the signature against the
 * issuer's keys, `iss`, `aud`, `exp` and `nbf` with a small clock tolerance, and the required
 * scope. An expired, forged or foreign token is `invalid_token`; a genuine token without the
 * scope is `insufficient_scope`.
 *
 * @example
 * const verify = createJwtVerifier({
 *   jwksUrl: "https://login.example.com/.well-known/jwks.json",
 *   issuer: "https://login.example.com/",
 *   audience: "pmi-rating",
 * });
 * await verify(token); // { valid: true, principal: { subject: "client-1", scopes: ["quote"] } }
 */
export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const keys =
    "jwksUrl" in options
      ? createRemoteJWKSet(new URL(options.jwksUrl))
      : "jwks" in options
        ? // Our own structural type, so that jose's types stay out of the public declarations.
          createLocalJWKSet(options.jwks as unknown as JSONWebKeySet)
        : options.key;
  const requiredScope = options.requiredScope ?? DEFAULT_REQUIRED_SCOPE;
  const verifyOptions = {
    issuer: options.issuer,
    audience: options.audience,
    clockTolerance: options.clockToleranceSeconds ?? 30,
    requiredClaims: ["exp"],
    ...(options.requireAccessTokenType === false ? {} : { typ: "at+jwt" }),
    ...(options.algorithms === undefined ? {} : { algorithms: [...options.algorithms] }),
  };

  // Tokens already verified, so that a client sending the same token with every request pays
  // the signature check once (an ES256 verification costs more CPU than pricing a quote). Each
  // is kept strictly until its own exp (its time to live), never after it and without the clock
  // tolerance the full check allows; the least recently used goes first beyond the size.
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;
  const verified = cacheSize > 0 ? new LRUCache<string, Principal>({ max: cacheSize, perf: WALL_CLOCK, ttlResolution: 0 }) : undefined;

  return async (token: string): Promise<TokenVerification> => {
    const remembered = verified?.get(token);
    if (remembered !== undefined) return { valid: true, principal: remembered };
    let payload: JWTPayload;
    try {
      // The key source is one of two shapes; jose overloads jwtVerify on them separately.
      payload = typeof keys === "function" ? (await jwtVerify(token, keys, verifyOptions)).payload : (await jwtVerify(token, keys, verifyOptions)).payload;
    } catch (error) {
      if (error instanceof errors.JOSEError && TOKEN_ERRORS.has(error.code)) {
        return { valid: false, error: "invalid_token", description: describeTokenError(error) };
      }
      throw error;
    }
    if (!namesItsClient(payload)) {
      return { valid: false, error: "invalid_token", description: "The access token names no client: its client_id (else azp, else sub) must be a non-empty text." };
    }
    const principal = principalOf(payload);
    if (requiredScope !== "" && !principal.scopes.includes(requiredScope)) {
      return {
        valid: false,
        error: "insufficient_scope",
        description: `The access token does not grant the scope this operation needs: ${requiredScope}.`,
        scope: requiredScope,
      };
    }
    // requiredClaims makes jwtVerify refuse a token without a numeric exp, so payload.exp is set here.
    const timeToLiveMs = typeof payload.exp === "number" ? payload.exp * 1000 - Date.now() : 0;
    if (verified !== undefined && timeToLiveMs >= 1) verified.set(token, principal, { ttl: Math.floor(timeToLiveMs) });
    return { valid: true, principal };
  };
}
