import type { TokenVerifier } from "../http/authentication.js";
import type { HeaderReader } from "../http/httpExchange.js";
import { readBearerToken } from "../http/readBearerToken.js";

/**
 * The client a request's bearer token was issued to (`client_id`, `azp`, else `sub`), "" when
 * the service does not authenticate (behind a gateway), or undefined when the token is missing
 * or not valid. The verifier remembers tokens it has checked, so asking again costs a look-up.
 *
 * @example
 * await authenticatedClientOf(request.headers, verifier); // "broker-1"
 */
export async function authenticatedClientOf(headers: HeaderReader, authenticate: TokenVerifier | undefined): Promise<string | undefined> {
  if (authenticate === undefined) return "";
  const credentials = readBearerToken(headers.get("authorization"));
  if (credentials.kind !== "token") return undefined;
  try {
    const verdict = await authenticate(credentials.token);
    return verdict.valid ? (verdict.principal.clientId ?? verdict.principal.subject ?? "") : undefined;
  } catch {
    return undefined;
  }
}
