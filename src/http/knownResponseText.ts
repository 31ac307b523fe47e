/**
 * The text each response made by `textResponse` was given as its body. A `Response` keeps its
 * body only as a stream; remembering the text lets `toNodeListener` answer with one
 * `end(text)` (one write, with Content-Length) instead of reading the stream chunk by chunk
 * and ending a chunked answer in a second write. Weak, so a response's entry goes with it.
 */
const knownTexts = new WeakMap<Response, string>();

/**
 * A `Response` with a text body, whose text a bridge to `node:http` can write without reading
 * the body stream (see `knownTextOf`). Anywhere else it is an ordinary `Response`.
 *
 * @example
 * const response = textResponse('{"ok":true}', { status: 200, headers: { "content-type": "application/json" } });
 * await response.text(); // '{"ok":true}'
 */
export function textResponse(text: string, init: ResponseInit): Response {
  const response = new Response(text, init);
  knownTexts.set(response, text);
  return response;
}

/**
 * The body text of a response made by `textResponse` whose body nobody has read yet, else
 * `undefined` (read its stream instead).
 *
 * @example
 * knownTextOf(textResponse("hi", {})); // "hi"
 * knownTextOf(new Response("hi")); // undefined
 */
export function knownTextOf(response: Response): string | undefined {
  const text = knownTexts.get(response);
  return text === undefined || response.bodyUsed ? undefined : text;
}
