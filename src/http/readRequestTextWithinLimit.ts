import { readTextWithinLimit, type BodyText } from "./readTextWithinLimit.js";

/**
 * The key under which a request handed over by `toNodeListener` offers to read its body
 * straight from `node:http` (no Web stream): a function of the byte limit that returns the
 * text, or `undefined` once the body has been handed out as a stream. Not public API: only
 * this module's reader uses it, and any other `Request` simply has no such key.
 */
export const READ_BODY_WITHIN_LIMIT: unique symbol = Symbol("pmi-rating.readBodyWithinLimit");

/** What a request under `READ_BODY_WITHIN_LIMIT` offers. */
export type DirectBodyReader = (maxBytes: number) => Promise<BodyText> | undefined;

/**
 * Reads a request's body as UTF-8 text within `maxBytes`, as `readTextWithinLimit` does on
 * `request.body`; a request from `toNodeListener` is read from the socket directly, which
 * spares a Web stream and a promise per chunk on every request. Both ways stop reading past
 * the limit and refuse invalid UTF-8 alike.
 *
 * @example
 * await readRequestTextWithinLimit(new Request("http://x/", { method: "POST", body: "{}" }), 10); // { ok: true, text: "{}" }
 */
export function readRequestTextWithinLimit(request: Request, maxBytes: number): Promise<BodyText> {
  const direct = (request as { [READ_BODY_WITHIN_LIMIT]?: DirectBodyReader })[READ_BODY_WITHIN_LIMIT]?.(maxBytes);
  return direct ?? readTextWithinLimit(request.body, maxBytes);
}
