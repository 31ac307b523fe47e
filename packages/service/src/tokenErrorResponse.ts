/** RFC 6749 section 5.2 error codes of the token endpoint. */
export type TokenErrorCode = "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope";

/**
 * A token endpoint error response (RFC 6749 section 5.2): JSON `{ error, error_description }`,
 * never cached. `invalid_client` is 401 with a Basic challenge, the others 400.
 *
 * @example
 * tokenErrorResponse("unsupported_grant_type", "Only client_credentials is supported.").status; // 400
 */
export function tokenErrorResponse(error: TokenErrorCode, description: string, realm = "pmi-rating"): Response {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store", pragma: "no-cache" });
  if (error === "invalid_client") headers.set("www-authenticate", `Basic realm="${realm}", charset="UTF-8"`);
  return new Response(JSON.stringify({ error, error_description: description }), { status: error === "invalid_client" ? 401 : 400, headers });
}
