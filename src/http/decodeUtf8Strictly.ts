/** The body read as text, or why it could not be. */
export type BodyText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: "too-large" | "not-utf-8" };

/** Stateless when not streaming, so one decoder serves every request. */
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A body's bytes, received in chunks, as UTF-8 text. Invalid UTF-8 is reported, never replaced
 * with U+FFFD, so that a price is never computed from a silently altered request. Both body
 * readers (the Web stream and node:http directly) decode through this one function.
 *
 * @example
 * decodeUtf8Strictly([new Uint8Array([0x68, 0x69])], 2); // { ok: true, text: "hi" }
 * decodeUtf8Strictly([new Uint8Array([0xff])], 1); // { ok: false, reason: "not-utf-8" }
 */
export function decodeUtf8Strictly(chunks: readonly Uint8Array[], totalBytes: number): BodyText {
  let bytes: Uint8Array;
  if (chunks.length === 1) bytes = chunks[0]!;
  else {
    bytes = new Uint8Array(totalBytes);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  try {
    return { ok: true, text: STRICT_UTF8.decode(bytes) };
  } catch {
    return { ok: false, reason: "not-utf-8" };
  }
}
