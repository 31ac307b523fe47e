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
}

/**
 * Cuts a book (a stream of bytes) into batches of `batchSize` newline-ended lines (the last batch
 * may hold fewer, and a line that does not end the book with a newline), without decoding
 * it: the main thread only looks for newline bytes and copies, and the pricing threads decode
 * and split (`bookLinesOf`). Each batch gets a buffer of its own, so it can be transferred to a
 * thread rather than copied. Memory: one batch plus one chunk of the stream.
 *
 * @example
 * for await (const batch of readBookBatches(createReadStream("book.ndjson"), 250)) pool.price(batch);
 */
export async function* readBookBatches(input: AsyncIterable<Uint8Array | string>, batchSize: number): AsyncGenerator<BookBatch> {
  let parts: Uint8Array[] = [];
  let partsLength = 0;
  let newlines = 0;
  let firstLine = 1;
  let bytesDone = 0;

  const cut = (last: boolean): BookBatch => {
    const bytes = new Uint8Array(partsLength);
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.length;
    }
    bytesDone += partsLength;
    const batch: BookBatch = { bytes, firstLine, lines: countBookLines(bytes), last, bytesDone };
    firstLine += batch.lines;
    parts = [];
    partsLength = 0;
    newlines = 0;
    return batch;
  };

  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    let start = 0;
    for (let next = bytes.indexOf(NEWLINE); next !== -1; next = bytes.indexOf(NEWLINE, next + 1)) {
      newlines += 1;
      if (newlines < batchSize) continue;
      parts.push(bytes.subarray(start, next + 1));
      partsLength += next + 1 - start;
      start = next + 1;
      yield cut(false);
    }
    if (start < bytes.length) {
      parts.push(bytes.subarray(start));
      partsLength += bytes.length - start;
    }
  }
  if (partsLength > 0) yield cut(true);
}
