/**
 * OAuth 2.0 bearer-token authentication (RFC 6750) of the adapter, independent of how tokens
 * are checked: the adapter reads the token and answers the HTTP side; a `TokenVerifier` decides.
 * `createJwtVerifier` is the built-in verifier of JWT access tokens; an embedder may pass its
 * own (token introspection, an API gateway's header, a test double).
 */

/** Who called, as the verifier established it. */
export interface Principal {
  /** The token's `sub`: for a client-credentials token, usually the client. */
  readonly subject?: string;
  /** The OAuth client the token was issued to (`client_id` or `azp`), when the token says. */
  readonly clientId?: string;
  /** Scopes granted by the token. */
  readonly scopes: readonly string[];
}

/** The verdict on a bearer token. Failures are values, answered 401 or 403 by the adapter. */
export type TokenVerification =
  | { readonly valid: true; readonly principal: Principal }
  | {
      readonly valid: false;
      /** RFC 6750 section 3.1 error code: 401 `invalid_token`, 403 `insufficient_scope`. */
      readonly error: "invalid_token" | "insufficient_scope";
      /** Why, for the developer of the client; never echoes the token. */
      readonly description: string;
      /** For `insufficient_scope`: the scope the operation needs. */
      readonly scope?: string;
    };

/**
 * Checks a bearer token. Resolves to a verdict for anything wrong with the token; rejects
 * only when the check itself could not run (e.g. the key set cannot be fetched), which the
 * adapter answers 503 `AUTHENTICATION_UNAVAILABLE` with `Retry-After`.
 */
export type TokenVerifier = (token: string) => Promise<TokenVerification>;
