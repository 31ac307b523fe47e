import { countBookLines } from "./countBookLines.js";

const NEWLINE = 0x0a;

/** A run of whole lines of a book, as bytes, ready to hand to a pricing thread. */
export interface BookBatch {
  /** The UTF-8 bytes of the lines, line breaks included; its own buffer, so it can be transferred. */
  readonly bytes: Uint8Array;
  /** 1-based line number of the first line. */
  readonly firstLine: number;
  /**
   * Lines in the batch, blank ones included (`countBookLines`). Exact for every batch but the
   * book's last, where a line of nothing but a broken UTF-8 character, which node:readline
   * drops, is counted: the pricing thread's count stands there.
   */
  readonly lines: number;
  /** True for the batch cut at the end of the book, whose last line may have no line break. */
  readonly last: boolean;
  /** Bytes of the book read up to the end of this batch. */
  readonly bytesDone: number;
  /**
   * Lines of this batch longer than the limit: their bytes were dropped unread (each stands in
   * `bytes` as a blank line, so line numbers hold) and the pricing thread reports them as failed.
   */
  readonly overlongLines: readonly OverlongLine[];
}

/** A line of a book over the maximum line length: its number, its length in bytes (without its line break) and the limit. */
export interface OverlongLine {
  readonly line: number;
  readonly bytes: number;
  readonly limit: number;
}

/**
 * Longest book line read, in bytes: 1 MiB, four times the service's largest request body
 * (a policy is a few kilobytes). A longer line is reported as failed, never held whole: one
 * line of 600 MB once ended the run with a string-length error and no report.
 */
export const MAX_BOOK_LINE_BYTES = 1024 * 1024;

/**
 * Cuts a book (a stream of bytes) into batches of `batchSize` newline-ended lines (the last batch
 * may hold fewer, and a line that does not end the book with a newline), without decoding
 * it: the main thread only looks for newline bytes and copies, and the pricing threads decode
 * and split (`bookLinesOf`). Each batch gets a buffer of its own, so it can be transferred to a
 * thread rather than copied. A line longer than `maxLineBytes` is not kept: its bytes are
 * dropped as they stream past, it stays in the batch as a blank line and is listed in
 * `overlongLines`, so the run reports it with its number and carries on. Memory: one batch
 * (of lines within the limit) plus one chunk of the stream.
 *
 * @example
 * for await (const batch of readBookBatches(createReadStream("book.ndjson"), 250)) pool.price(batch);
 */
export async function* readBookBatches(
  input: AsyncIterable<Uint8Array | string>,
  batchSize: number,
  maxLineBytes: number = MAX_BOOK_LINE_BYTES,
): AsyncGenerator<BookBatch> {
  let parts: Uint8Array[] = [];
  let partsLength = 0;
  let newlines = 0;
  let firstLine = 1;
  let bytesDone = 0;
  let overlongLines: OverlongLine[] = [];
  // The line being read: its bytes so far, whether it is over the limit, and where it starts in the batch.
  let lineBytes = 0;
  let overlong = false;
  let lineStart = 0;
  const store = (bytes: Uint8Array, from: number, to: number) => {
    if (to <= from) return;
    parts.push(bytes.subarray(from, to));
    partsLength += to - from;
  };
  /** Drops what the batch holds beyond `length` bytes: the stored start of a line found over the limit. */
  const keepOnly = (length: number) => {
    while (partsLength > length) {
      const part = parts.pop() as Uint8Array;
      partsLength -= part.length;
      if (partsLength < length) {
        parts.push(part.subarray(0, length - partsLength));
        partsLength = length;
      }
    }
  };
  const cut = (last: boolean): BookBatch => {
    const bytes = new Uint8Array(partsLength);
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.length;
    }
    bytesDone += partsLength;
    const batch: BookBatch = { bytes, firstLine, lines: countBookLines(bytes), last, bytesDone, overlongLines };
    firstLine += batch.lines;
    parts = [];
    partsLength = 0;
    newlines = 0;
    overlongLines = [];
    return batch;
  };
  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    // Bytes of this chunk from `unstored` on are not in the batch yet; the current line's start from `from`.
    let unstored = 0;
    let from = 0;
    for (;;) {
      const next = bytes.indexOf(NEWLINE, from);
      const end = next === -1 ? bytes.length : next;
      lineBytes += end - from;
      if (!overlong && lineBytes > maxLineBytes) {
        overlong = true;
        store(bytes, unstored, from);
        keepOnly(lineStart);
      }
      // An over-long line's bytes are skipped; its line break stays, as a blank line.
      if (overlong) unstored = end;
      if (next === -1) break;
      if (overlong) overlongLines.push({ line: firstLine + newlines, bytes: lineBytes, limit: maxLineBytes });
      newlines += 1;
      lineBytes = 0;
      overlong = false;
      from = next + 1;
      if (newlines >= batchSize) {
        store(bytes, unstored, from);
        unstored = from;
        yield cut(false);
      }
      lineStart = partsLength + (from - unstored);
    }
    store(bytes, unstored, bytes.length);
  }
  if (overlong) {
    // The book ends inside an over-long line: a line break stands for it, so it is counted.
    overlongLines.push({ line: firstLine + newlines, bytes: lineBytes, limit: maxLineBytes });
    store(Uint8Array.of(NEWLINE), 0, 1);
  }
  if (partsLength > 0) yield cut(true);
}
