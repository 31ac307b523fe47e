import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { SignJWT, type CryptoKey } from "jose";
import { readTextWithinLimit } from "../http/readTextWithinLimit.js";
import { readClientCredentials } from "./readClientCredentials.js";
import { tokenErrorResponse } from "./tokenErrorResponse.js";

/** A client allowed to obtain tokens, with the scopes it may be granted. */
export interface TokenClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: readonly string[];
}

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
 */
export function createTokenEndpoint(options: TokenEndpointOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== "POST") {
      const refusal = tokenErrorResponse("invalid_request", "The token endpoint takes POST.");
      refusal.headers.set("allow", "POST");
      return new Response(refusal.body, { status: 405, headers: refusal.headers });
    }
    if (!isFormContentType(request.headers.get("content-type"))) {
      return tokenErrorResponse("invalid_request", "Send the parameters as application/x-www-form-urlencoded.");
    }
    const body = await readTextWithinLimit(request.body, MAX_FORM_BYTES);
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
    // The secret is compared even for an unknown client, so that timing does not reveal which ids exist.
    const secretMatches = sameSecret(credentials.clientSecret, client?.clientSecret ?? randomUUID());
    if (client === undefined || !secretMatches) return tokenErrorResponse("invalid_client", "Client authentication failed: unknown client or wrong secret.");

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
