import { decodeUtf8Strictly } from "./decodeUtf8Strictly.js";
import type { BodyText } from "./decodeUtf8Strictly.js";
import { readTextWithinLimit } from "./readTextWithinLimit.js";

/** A Content-Length value as HTTP defines it: digits only (no sign, no spaces, no list). */
const DECIMAL_LENGTH = /^\d{1,15}$/;

/**
 * Reads a request's body as UTF-8 text, within `maxBytes`, the cheapest way the request
 * allows. A body of declared length (Content-Length, no more than the limit) is read whole with
 * `request.arrayBuffer()`: HTTP's framing bounds it by that length, and a server adapter can
 * hand over the bytes it already holds (`@hono/node-server` reads them straight from node:http,
 * without building a `ReadableStream`, a full `Request` or a stream reader: most of the
 * per-request cost of a small JSON body). A body without a declared length (chunked) is streamed
 * and abandoned as soon as it passes the limit (`readTextWithinLimit`). Invalid UTF-8 is
 * reported, never replaced, either way.
 *
 * A body longer than its own Content-Length (possible only in a `Request` built by hand) is
 * still refused as too large; the caller checks a declared length over the limit before reading.
 *
 * @example
 * await readRequestTextWithinLimit(new Request("http://localhost/", { method: "POST", body: "{}", headers: { "content-length": "2" } }), 10);
 * // { ok: true, text: "{}" }
 */
export async function readRequestTextWithinLimit(request: Request, maxBytes: number): Promise<BodyText> {
  const declared = request.headers.get("content-length");
  if (declared === null || !DECIMAL_LENGTH.test(declared) || Number(declared) > maxBytes) return readTextWithinLimit(request.body, maxBytes);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) return { ok: false, reason: "too-large" };
  return decodeUtf8Strictly([bytes], bytes.byteLength);
}
