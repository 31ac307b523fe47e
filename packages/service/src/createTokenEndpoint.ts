import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { SignJWT, type CryptoKey } from "jose";
import { createFailureLimiter, type FailureLimit } from "pmi-rating/http";
import type { Tarpit } from "pmi-rating/http";
import { problemResponse } from "pmi-rating/http";
import { DEFAULT_PROBLEM_TYPE_BASE } from "pmi-rating/http";
import { readRequestTextWithinLimit } from "pmi-rating/http";
import { heldTooManyFailuresProblem } from "pmi-rating/http";
import { readClientCredentials } from "./readClientCredentials.js";
import { tokenErrorResponse } from "./tokenErrorResponse.js";

/** A client allowed to obtain tokens, with the scopes it may be granted. */
export interface TokenClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: readonly string[];
}

/** The clients a token endpoint knows, how it signs their tokens (key, issuer, audience, lifetime), and its limits on failed authentication. */
export interface TokenEndpointOptions {
  readonly clients: readonly TokenClient[];
  /** Private key the tokens are signed with, and its `kid` and algorithm. */
  readonly signingKey: CryptoKey;
  readonly keyId: string;
  readonly algorithm: string;
  readonly issuer: string;
  readonly audience: string;
  /** Lifetime of a token in seconds. */
  readonly lifetimeSeconds: number;
  /**
   * Failed client authentications allowed before 429 `TOO_MANY_REQUESTS` with `Retry-After`
   * (even for the right secret, until the window ends): per client id (default 10 per 60 s)
   * and per client address (default 20 per 60 s); `false` for none.
   */
  readonly rateLimits?: TokenEndpointRateLimits | false;
  /** Holds those 429 answers before they are sent (`createTarpit`); absent: answered at once. */
  readonly tarpit?: Tarpit;
}

/** The token endpoint's limits on failed client authentication. */
export interface TokenEndpointRateLimits {
  /** Failures allowed per known client id (the guessed secret's owner). */
  readonly failuresPerClient: FailureLimit | false;
  /** Failures allowed per client address, whatever the client ids tried. */
  readonly failuresPerAddress: FailureLimit | false;
}

/** Failed client authentications allowed: 10 per client id and 20 per address, in 60 seconds. */
export const DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS: TokenEndpointRateLimits = Object.freeze({
  failuresPerClient: Object.freeze({ failures: 10, perSeconds: 60 }),
  failuresPerAddress: Object.freeze({ failures: 20, perSeconds: 60 }),
});

/** What the server knows of the connection a token request came on. */
export interface TokenRequestConnection {
  /** The peer's address: the key of the per-address limit (absent: only the per-client limit applies). */
  readonly remoteAddress?: string | undefined;
}

/** A form body of the token endpoint is a few parameters; anything larger is not a token request. */
const MAX_FORM_BYTES = 8 * 1024;

function sameSecret(given: string, expected: string): boolean {
  // Comparing digests keeps the comparison constant-time whatever the lengths.
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function isFormContentType(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/**
 * The test environment's OAuth 2.0 token endpoint: the client-credentials grant of RFC 6749
 * section 4.4, client authentication by HTTP Basic or by `client_id`/`client_secret` in the
 * form body, answers and errors as RFC 6749 sections 5.1 and 5.2. It issues JWT access tokens
 * (RFC 9068, `typ: at+jwt`) that the quotation operation verifies like any issuer's.
 *
 * Guessing secrets is rate limited, with counts kept by this endpoint instance: a client id or
 * an address that has failed too often gets 429 problem+json with `Retry-After` until its
 * window ends, even with the right secret, so 2,000 guesses in ten seconds buy nothing; with a
 * `tarpit` each such 429 is held before it is sent, so that they cannot be asked in a loop. The
 * server passes the connection's address as the second argument when it knows it.
 *
 * @example
 * const tokens = createTokenEndpoint({ clients, signingKey, keyId: "k1", algorithm: "ES256", issuer, audience, lifetimeSeconds: 300 });
 * const response = await tokens(request, { remoteAddress: "203.0.113.7" });
 */
export function createTokenEndpoint(options: TokenEndpointOptions): (request: Request, connection?: TokenRequestConnection) => Promise<Response> {
  const limits =
    options.rateLimits === false ? { failuresPerClient: false as const, failuresPerAddress: false as const } : (options.rateLimits ?? DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS);
  const failuresOfClient = createFailureLimiter(limits.failuresPerClient);
  const failuresOfAddress = createFailureLimiter(limits.failuresPerAddress);
  const tooMany = async (request: Request, wait: number) =>
    problemResponse(
      await heldTooManyFailuresProblem(wait, "Too many failed client authentications for this client or from this address.", {
        tarpit: options.tarpit,
        signal: request.signal,
      }),
      { correlationId: request.headers.get("correlation-id") ?? undefined, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE },
    );
  return async (request, connection) => {
    const addressKey = connection?.remoteAddress === undefined ? undefined : `address:${connection.remoteAddress}`;
    const addressWait = addressKey === undefined ? undefined : await failuresOfAddress.waitSeconds(addressKey);
    if (addressWait !== undefined) return tooMany(request, addressWait);
    if (request.method !== "POST") {
      const refusal = tokenErrorResponse("invalid_request", "The token endpoint takes POST.");
      refusal.headers.set("allow", "POST");
      return new Response(refusal.body, { status: 405, headers: refusal.headers });
    }
    if (!isFormContentType(request.headers.get("content-type"))) {
      return tokenErrorResponse("invalid_request", "Send the parameters as application/x-www-form-urlencoded.");
    }
    const body = await readRequestTextWithinLimit(request, MAX_FORM_BYTES);
    if (!body.ok) return tokenErrorResponse("invalid_request", "The request body is too large or not UTF-8.");
    const form = new URLSearchParams(body.text);
    for (const name of new Set(form.keys())) {
      if (form.getAll(name).length > 1) return tokenErrorResponse("invalid_request", `The parameter ${name} must not be repeated.`);
    }

    const credentials = readClientCredentials(request.headers.get("authorization"), form);
    if (!credentials.ok) {
      if (credentials.reason === "several-methods") {
        return tokenErrorResponse("invalid_request", "Authenticate the client one way only: HTTP Basic or client_id and client_secret in the body.");
      }
      return tokenErrorResponse("invalid_client", "Client authentication failed: send the client id and secret by HTTP Basic or in the body.");
    }
    const client = options.clients.find((candidate) => candidate.clientId === credentials.clientId);
    // Counted per known client only: unknown ids, which an attacker can invent without end, count against the address.
    const clientKey = client === undefined ? undefined : `client:${client.clientId}`;
    const clientWait = clientKey === undefined ? undefined : await failuresOfClient.waitSeconds(clientKey);
    if (clientWait !== undefined) return tooMany(request, clientWait);
    // The secret is compared even for an unknown client, so that timing does not reveal which ids exist.
    const secretMatches = sameSecret(credentials.clientSecret, client?.clientSecret ?? randomUUID());
    if (client === undefined || !secretMatches) {
      if (clientKey !== undefined) await failuresOfClient.recordFailure(clientKey);
      if (addressKey !== undefined) await failuresOfAddress.recordFailure(addressKey);
      return tokenErrorResponse("invalid_client", "Client authentication failed: unknown client or wrong secret.");
    }

    const grantType = form.get("grant_type") ?? "";
    if (grantType === "") return tokenErrorResponse("invalid_request", "The grant_type parameter is required (client_credentials).");
    if (grantType !== "client_credentials") return tokenErrorResponse("unsupported_grant_type", "Only the client_credentials grant is supported.");

    const requested = (form.get("scope") ?? "").split(" ").filter((scope) => scope !== "");
    const refused = requested.filter((scope) => !client.scopes.includes(scope));
    if (refused.length > 0) return tokenErrorResponse("invalid_scope", `This client may not be granted: ${refused.join(" ")}. Allowed: ${client.scopes.join(" ")}.`);
    // Without a scope parameter the client gets every scope it is allowed (RFC 6749 section 3.3 lets the server choose the default).
    const scope = (requested.length > 0 ? requested : client.scopes).join(" ");

    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({ scope, client_id: client.clientId })
      .setProtectedHeader({ alg: options.algorithm, kid: options.keyId, typ: "at+jwt" })
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setSubject(client.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + options.lifetimeSeconds)
      .setJti(randomUUID())
      .sign(options.signingKey);
    return new Response(JSON.stringify({ access_token: accessToken, token_type: "Bearer", expires_in: options.lifetimeSeconds, scope }), {
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", pragma: "no-cache" },
    });
  };
}
