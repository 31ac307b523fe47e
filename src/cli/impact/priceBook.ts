import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import type { BookLine } from "./impactMessages.js";
import type { PolicyPricing } from "./policyPricing.js";

/** Something that prices a batch of lines: the worker pool, or a function in tests. */
export interface BatchPricer {
  price(lines: readonly BookLine[]): Promise<readonly PolicyPricing[]>;
}

export interface PriceBookOptions {
  /** Lines per batch sent to a worker. */
  readonly batchSize: number;
  /** Batches priced or being priced but not yet handed to `onPriced`; the reader waits beyond it. */
  readonly maxBatchesInFlight: number;
  /** Called with each batch's results in book order, with the bytes of book read so far. */
  readonly onPriced: (results: readonly PolicyPricing[], bytesDone: number) => void | Promise<void>;
}

/**
 * Streams an NDJSON book line by line and prices it in batches, keeping at most
 * `maxBatchesInFlight` batches between the reader and `onPriced`: the reader stops while they
 * are outstanding, so memory stays flat whatever the book's length. Results reach `onPriced`
 * in book order, so output files and ties among the largest changes are reproducible. Blank
 * lines are skipped but still counted for line numbers.
 *
 * @example
 * const { lines } = await priceBook(createReadStream("book.ndjson"), pool, { batchSize: 250, maxBatchesInFlight: 8, onPriced });
 */
export async function priceBook(input: Readable, pricer: BatchPricer, options: PriceBookOptions): Promise<{ lines: number; policies: number }> {
  const outstanding: { promise: Promise<readonly PolicyPricing[]>; bytesDone: number }[] = [];
  let lineNumber = 0;
  let policies = 0;
  let bytesRead = 0;
  let batch: BookLine[] = [];

  const handOldest = async () => {
    const oldest = outstanding.shift();
    if (oldest !== undefined) await options.onPriced(await oldest.promise, oldest.bytesDone);
  };
  const send = async () => {
    if (batch.length === 0) return;
    const promise = pricer.price(batch);
    // Rejections are awaited in order by handOldest; this only keeps Node from calling them unhandled meanwhile.
    promise.catch(() => undefined);
    outstanding.push({ promise, bytesDone: bytesRead });
    batch = [];
    while (outstanding.length >= options.maxBatchesInFlight) await handOldest();
  };

  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const text of lines) {
      lineNumber += 1;
      bytesRead += Buffer.byteLength(text) + 1;
      if (text.trim() === "") continue;
      policies += 1;
      batch.push({ line: lineNumber, text });
      if (batch.length >= options.batchSize) await send();
    }
    await send();
    while (outstanding.length > 0) await handOldest();
  } finally {
    lines.close();
  }
  return { lines: lineNumber, policies };
}
