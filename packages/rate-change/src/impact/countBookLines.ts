const NEWLINE = 0x0a;
const RETURN = 0x0d;

/**
 * How many lines `bookLinesOf` finds in these bytes (UTF-8 text of whole lines), counted on the
 * bytes without decoding them: one per `\n`, one per `\r` not followed by `\n`, and one for
 * text after the last break. Line-break bytes never occur inside a UTF-8 sequence, even a
 * broken one, so the count is that of the decoded text. The reader numbers each batch's first
 * line with it while the previous batches are still being priced.
 *
 * @example
 * countBookLines(Buffer.from("a\r\nb\rc")); // 3
 */
export function countBookLines(bytes: Uint8Array): number {
  let lines = 0;
  let lineStart = 0;
  let next = bytes.indexOf(NEWLINE);
  while (next !== -1) {
    lines += 1;
    lineStart = next + 1;
    next = bytes.indexOf(NEWLINE, lineStart);
  }
  // A lone \r is rare (old Mac files): look for \r only once per batch in the common case.
  let lastBreakEnd = lineStart;
  for (let index = bytes.indexOf(RETURN); index !== -1; index = bytes.indexOf(RETURN, index + 1)) {
    if (bytes[index + 1] !== NEWLINE) {
      lines += 1;
      lastBreakEnd = Math.max(lastBreakEnd, index + 1);
    }
  }
  return lastBreakEnd < bytes.length ? lines + 1 : lines;
}
