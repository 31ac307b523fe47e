import { decodeUtf8Strictly, type BodyText } from "./decodeUtf8Strictly.js";

/**
 * Reads a request body stream as UTF-8 text, stopping as soon as more than `maxBytes` have
 * arrived: the rest is never read, so an oversized upload costs no more memory than the limit.
 * Invalid UTF-8 is reported, never replaced with U+FFFD, so that a price is never computed
 * from a silently altered request.
 *
 * @example
 * await readTextWithinLimit(new Response("{}").body, 10); // { ok: true, text: "{}" }
 * await readTextWithinLimit(new Response("x".repeat(11)).body, 10); // { ok: false, reason: "too-large" }
 */
export async function readTextWithinLimit(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<BodyText> {
  if (body === null) return { ok: true, text: "" };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return decodeUtf8Strictly(chunks, received);
}
