import type { ImpactBatch } from "./ImpactBatch.js";
import { type BookBatch, readBookBatches } from "./readBookBatches.js";

/** Something that prices a batch of a book: the worker pool, or a function in tests. */
export interface BatchPricer {
  /** Prices every line of the batch and answers with its summary. */
  price(batch: BookBatch): Promise<ImpactBatch>;
}

/** How `priceBook` reads and batches a book, how much it keeps in flight, and where each batch's summary goes. */
export interface PriceBookOptions {
  /** Lines per batch sent to a worker. */
  readonly batchSize: number;
  /** Batches priced or being priced but not yet handed to `onPriced`; the reader waits beyond it. */
  readonly maxBatchesInFlight: number;
  /**
   * Bytes of book those batches may hold (default: no limit): the reader also waits before a
   * batch that would go beyond it, so that a large `--batch-size` cannot multiply the memory
   * held. A batch larger than this on its own is still sent, alone.
   */
  readonly maxBytesInFlight?: number;
  /** Longest line read, in bytes (default `MAX_BOOK_LINE_BYTES`); a longer one is a failed line. */
  readonly maxLineBytes?: number;
  /** Called with each batch's summary in book order, with the bytes of book read so far. */
  readonly onPriced: (batch: ImpactBatch, bytesDone: number) => void | Promise<void>;
}

/**
 * Streams an NDJSON book in batches of whole lines (`readBookBatches`: bytes, not decoded on
 * this thread) and prices them, keeping at most `maxBatchesInFlight` batches between the reader
 * and `onPriced`: the reader stops while they are outstanding, so memory stays flat whatever
 * the book's length. Summaries reach `onPriced` in book order, so output files and ties among
 * the largest changes are reproducible. Blank lines are skipped but still counted for line
 * numbers.
 *
 * @example
 * const { lines } = await priceBook(createReadStream("book.ndjson"), pool, { batchSize: 250, maxBatchesInFlight: 4, onPriced });
 */
export async function priceBook(input: AsyncIterable<Uint8Array | string>, pricer: BatchPricer, options: PriceBookOptions): Promise<{ lines: number; policies: number }> {
  const outstanding: { promise: Promise<ImpactBatch>; lines: number; last: boolean; bytes: number; bytesDone: number }[] = [];
  const maxBytesInFlight = options.maxBytesInFlight ?? Number.POSITIVE_INFINITY;
  let bytesInFlight = 0;
  let lines = 0;
  let policies = 0;

  const handOldest = async () => {
    const oldest = outstanding.shift();
    if (oldest === undefined) return;
    bytesInFlight -= oldest.bytes;
    const batch = await oldest.promise;
    // The reader numbered the next batches with its own count: both must agree, or line numbers would be wrong.
    if (batch.lines !== oldest.lines && !oldest.last) throw new Error(`A pricing thread found ${batch.lines} lines in a batch of ${oldest.lines}`);
    lines += batch.lines;
    policies += batch.policies;
    await options.onPriced(batch, oldest.bytesDone);
  };

  // Leaving this loop early (an error) closes the generator, which closes the input stream.
  for await (const batch of readBookBatches(input, options.batchSize, options.maxLineBytes)) {
    const bytes = batch.bytes.byteLength;
    while (outstanding.length >= options.maxBatchesInFlight || (outstanding.length > 0 && bytesInFlight + bytes > maxBytesInFlight)) {
      await handOldest();
    }
    const promise = pricer.price(batch);
    // Rejections are awaited in order by handOldest; this only keeps Node from calling them unhandled meanwhile.
    promise.catch(() => undefined);
    outstanding.push({ promise, lines: batch.lines, last: batch.last, bytes, bytesDone: batch.bytesDone });
    bytesInFlight += bytes;
  }
  while (outstanding.length > 0) await handOldest();
  return { lines, policies };
}
