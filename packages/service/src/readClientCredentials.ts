/** The client's credentials as sent, or what is wrong with how they were sent. */
export type ClientCredentials =
  | { readonly ok: true; readonly clientId: string; readonly clientSecret: string; readonly method: "basic" | "body" }
  | { readonly ok: false; readonly reason: "missing" | "malformed" | "several-methods" };

/** Decodes `application/x-www-form-urlencoded` text, as RFC 6749 section 2.3.1 encodes Basic credentials. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, " "));
}

/**
 * Reads client authentication from HTTP Basic (RFC 6749 section 2.3.1: id and secret each
 * form-urlencoded, then base64) or from the body's `client_id` and `client_secret`. Using both
 * methods at once is refused, as the RFC requires.
 *
 * @example
 * readClientCredentials("Basic " + btoa("hrsol-test-client:hrsol-test-secret"), new URLSearchParams());
 * // { ok: true, clientId: "hrsol-test-client", clientSecret: "hrsol-test-secret", method: "basic" }
 */
export function readClientCredentials(authorization: string | null, form: URLSearchParams): ClientCredentials {
  const inBody = form.has("client_id") || form.has("client_secret");
  const basic = authorization === null ? null : /^\s*basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(authorization);
  if (authorization !== null && basic === null && /^\s*basic\b/i.test(authorization)) return { ok: false, reason: "malformed" };
  if (basic !== null && basic !== undefined) {
    if (inBody) return { ok: false, reason: "several-methods" };
    let decoded: string;
    try {
      decoded = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(atob(basic[1]!), (character) => character.charCodeAt(0)));
    } catch {
      return { ok: false, reason: "malformed" };
    }
    const colon = decoded.indexOf(":");
    if (colon < 0) return { ok: false, reason: "malformed" };
    try {
      return { ok: true, clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)), method: "basic" };
    } catch {
      return { ok: false, reason: "malformed" };
    }
  }
  const clientId = form.get("client_id") ?? "";
  const clientSecret = form.get("client_secret") ?? "";
  if (clientId === "" || clientSecret === "") return { ok: false, reason: "missing" };
  return { ok: true, clientId, clientSecret, method: "body" };
}
