import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { bookLinesOf } from "./bookLinesOf.js";
import type { ImpactBatch } from "./ImpactBatch.js";
import { generateBookRequests } from "../book/generateBook.js";
import { defaultTables } from "pmi-rating/tables";
import { pinTablesVersion } from "./pinTablesVersion.js";
import { priceBook } from "./priceBook.js";
import { priceBookBatch } from "./priceBookBatch.js";
import { MAX_BOOK_LINE_BYTES, type BookBatch } from "./readBookBatches.js";

/** A pricer that answers after a delay that varies by batch, so answers arrive out of order; each policy's "percent" is its line number. */
function slowPricer() {
  let inFlight = 0;
  let mostInFlight = 0;
  return {
    get mostInFlight() {
      return mostInFlight;
    },
    async price(batch: BookBatch): Promise<ImpactBatch> {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (batch.firstLine * 7) % 5));
      inFlight -= 1;
      const lines = bookLinesOf(Buffer.from(batch.bytes).toString("utf8"));
      const policies = lines.map((text, index) => ({ text, line: batch.firstLine + index })).filter(({ text }) => text.trim() !== "");
      return {
        lines: lines.length,
        policies: policies.length,
        percents: Float64Array.from(policies.map(({ line }) => line)),
        increased: 0,
        decreased: 0,
        totalFrom: "0",
        totalTo: "0",
        increaseCandidates: [],
        decreaseCandidates: [],
        failed: 0,
        failureSamples: [],
        fromVersions: [],
        toVersions: [],
      };
    },
  };
}

describe("priceBook", () => {
  it("hands every batch over in book order, skipping blank lines but counting them", async () => {
    const text = Array.from({ length: 103 }, (_, index) => (index === 50 ? "" : `p${index + 1}`)).join("\n");
    const pricer = slowPricer();
    const seen: number[] = [];
    const result = await priceBook(Readable.from([text]), pricer, {
      batchSize: 10,
      maxBatchesInFlight: 3,
      onPriced: (batch) => {
        seen.push(...batch.percents);
      },
    });
    expect(result).toEqual({ lines: 103, policies: 102 });
    expect(seen).toEqual(Array.from({ length: 103 }, (_, index) => index + 1).filter((line) => line !== 51));
    expect(pricer.mostInFlight).toBeLessThanOrEqual(3);
  });

  it("also keeps the batches in flight within maxBytesInFlight bytes of book, sending a larger batch alone", async () => {
    const text = Array.from({ length: 40 }, (_, index) => `policy-${String(index).padStart(3, "0")}`).join("\n"); // 11 bytes a line
    const pricer = slowPricer();
    const result = await priceBook(Readable.from([text]), pricer, { batchSize: 4, maxBatchesInFlight: 8, maxBytesInFlight: 100, onPriced: () => undefined });
    expect(result).toEqual({ lines: 40, policies: 40 });
    // 44 bytes a batch: a third would make 132 bytes.
    expect(pricer.mostInFlight).toBe(2);
    const huge = slowPricer();
    await priceBook(Readable.from([text]), huge, { batchSize: 40, maxBatchesInFlight: 8, maxBytesInFlight: 10, onPriced: () => undefined });
    expect(huge.mostInFlight).toBe(1);
  });

  it("reports the bytes read with each batch", async () => {
    const bytes: number[] = [];
    await priceBook(Readable.from(["ab\ncd\nef\n"]), slowPricer(), {
      batchSize: 2,
      maxBatchesInFlight: 2,
      onPriced: (_, done) => {
        bytes.push(done);
      },
    });
    expect(bytes).toEqual([6, 9]);
  });

  it("stops with the pricer's error", async () => {
    const failing = { price: () => Promise.reject(new Error("worker died")) };
    await expect(priceBook(Readable.from(["a\nb\nc\n"]), failing, { batchSize: 1, maxBatchesInFlight: 2, onPriced: () => undefined })).rejects.toThrow("worker died");
  });

  it("stops when a pricing thread counts a batch's lines differently from the reader", async () => {
    const miscounting = { price: async (batch: BookBatch) => ({ ...(await slowPricer().price(batch)), lines: 99 }) };
    await expect(priceBook(Readable.from(["a\nb\nc\nd\n"]), miscounting, { batchSize: 2, maxBatchesInFlight: 2, onPriced: () => undefined })).rejects.toThrow(
      "A pricing thread found 99 lines in a batch of 2",
    );
  });

  it("reports a line over the default maximum length as a failed line with its number, and prices the rest", async () => {
    const from = pinTablesVersion(defaultTables, "2026.1")!;
    const to = pinTablesVersion(defaultTables, "2027.1")!;
    const [first, last] = [...generateBookRequests(2, 3)].map((request) => JSON.stringify(request));
    // A stream, never the long line as one string: 1 MiB and one byte of it in 64 KiB chunks.
    async function* book() {
      yield Buffer.from(`${first}\n`);
      const piece = Buffer.alloc(64 * 1024, 0x78);
      for (let sent = 0; sent <= MAX_BOOK_LINE_BYTES; sent += piece.length)
        yield sent + piece.length > MAX_BOOK_LINE_BYTES + 1 ? piece.subarray(0, MAX_BOOK_LINE_BYTES + 1 - sent) : piece;
      yield Buffer.from(`\n${last}\n`);
    }
    const options = { basis: "gross", largest: 3, failureSamples: 5, csvRecords: false } as const;
    const summaries: ImpactBatch[] = [];
    const result = await priceBook(
      book(),
      { price: async (batch) => priceBookBatch(batch.bytes, batch.firstLine, { from, to }, options, batch.overlongLines) },
      {
        batchSize: 250,
        maxBatchesInFlight: 2,
        onPriced: (batch) => {
          summaries.push(batch);
        },
      },
    );
    expect(result).toEqual({ lines: 3, policies: 3 });
    expect(summaries.reduce((sum, batch) => sum + batch.failed, 0)).toBe(1);
    expect(JSON.stringify(summaries.flatMap((batch) => batch.failureSamples))).toContain(
      `LINE_TOO_LONG: the line is ${MAX_BOOK_LINE_BYTES + 1} bytes, over the maximum of ${MAX_BOOK_LINE_BYTES} bytes`,
    );
    expect(JSON.stringify(summaries.flatMap((batch) => batch.failureSamples))).toContain('"line":2');
  });
});
