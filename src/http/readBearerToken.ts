/** What the Authorization header holds, as far as the Bearer scheme is concerned. */
export type BearerCredentials =
  | { readonly kind: "token"; readonly token: string }
  /** No Authorization header, or one of another scheme (e.g. Basic): no bearer credentials. */
  | { readonly kind: "missing" }
  /** `Bearer` with no token, or a token outside the b64token syntax. */
  | { readonly kind: "malformed" };

// RFC 6750 section 2.1: credentials = "Bearer" 1*SP b64token
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * Reads the bearer token of an Authorization header (RFC 6750 section 2.1). The scheme name is
 * case-insensitive, as every HTTP authentication scheme is (RFC 9110 section 11.1).
 *
 * @example
 * readBearerToken("Bearer eyJhbGciOi.x.y"); // { kind: "token", token: "eyJhbGciOi.x.y" }
 * readBearerToken("Basic dXNlcjpwYXNz"); // { kind: "missing" }
 * readBearerToken("Bearer a b"); // { kind: "malformed" }
 */
export function readBearerToken(authorization: string | null): BearerCredentials {
  if (authorization === null) return { kind: "missing" };
  // Split by position rather than one regular expression, which could backtrack on long runs of spaces.
  const credentials = authorization.trim();
  const space = credentials.search(/\s/);
  const scheme = space < 0 ? credentials : credentials.slice(0, space);
  if (scheme.toLowerCase() !== "bearer") return { kind: "missing" };
  const token = space < 0 ? "" : credentials.slice(space).trim();
  return B64TOKEN.test(token) ? { kind: "token", token } : { kind: "malformed" };
}
