import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StringDecoder } from "node:string_decoder";
import { bookLinesOf } from "./bookLinesOf.js";
import { type BookBatch, readBookBatches } from "./readBookBatches.js";

async function batchesOf(chunks: readonly Uint8Array[], batchSize: number): Promise<BookBatch[]> {
  const batches: BookBatch[] = [];
  for await (const batch of readBookBatches(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), batchSize)) batches.push(batch);
  return batches;
}

/** Line numbers and texts as node:readline read them from the same stream. */
async function readlineNumbered(chunks: readonly Uint8Array[]): Promise<[number, string][]> {
  const lines: [number, string][] = [];
  const input = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) lines.push([lines.length + 1, line]);
  return lines;
}

describe("readBookBatches", () => {
  it("cuts whole lines into batches of batchSize, numbering each batch's first line", async () => {
    const batches = await batchesOf([Buffer.from("a\nb\nc"), Buffer.from("d\ne\n\nf")], 2);
    expect(batches.map((batch) => [Buffer.from(batch.bytes).toString(), batch.firstLine, batch.lines, batch.last, batch.bytesDone])).toEqual([
      ["a\nb\n", 1, 2, false, 4],
      ["cd\ne\n", 3, 2, false, 9],
      ["\nf", 5, 2, true, 11],
    ]);
  });

  it("gives each batch a buffer of its own, so it can be transferred", async () => {
    const [batch] = await batchesOf([Buffer.from("a\nb\n")], 10);
    expect(batch?.bytes.byteOffset).toBe(0);
    expect(batch?.bytes.buffer.byteLength).toBe(4);
  });

  it("numbers and splits lines exactly as node:readline, whatever the chunks, batch size and line breaks", async () => {
    const byte = fc.oneof(fc.constantFrom(0x0a, 0x0d, 0x61, 0x20), fc.integer({ min: 0, max: 0xff }));
    // Streams of files and pipes never emit an empty chunk (node:readline would read one as the end of a \r\n).
    const chunk = fc.array(byte, { minLength: 1, maxLength: 30 }).map((bytes) => Uint8Array.from(bytes));
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { maxLength: 6 }), fc.integer({ min: 1, max: 5 }), async (chunks, batchSize) => {
        const batches = await batchesOf(chunks, batchSize);
        // Decoded as the pricing thread decodes (priceBookBatch): node:readline's decoder, never ended.
        const linesOf = (batch: BookBatch) => bookLinesOf(new StringDecoder("utf8").write(Buffer.from(batch.bytes)));
        const numbered = batches.flatMap((batch) => linesOf(batch).map((line, index): [number, string] => [batch.firstLine + index, line]));
        expect(JSON.stringify(numbered)).toBe(JSON.stringify(await readlineNumbered(chunks)));
        for (const batch of batches) if (!batch.last) expect(batch.lines).toBe(linesOf(batch).length);
        expect(batches.slice(0, -1).some((batch) => batch.last)).toBe(false);
        expect(batches.at(-1)?.bytesDone ?? 0).toBe(chunks.reduce((sum, bytes) => sum + bytes.length, 0));
      }),
      { numRuns: 1500 },
    );
  });

  it("drops a line over the maximum length as it streams past, keeping its place as a blank line and listing it", async () => {
    const long = "x".repeat(50);
    const chunks = [Buffer.from(`ok1\n${long.slice(0, 20)}`), Buffer.from(long.slice(20)), Buffer.from("\r\nok3\n"), Buffer.from(`${long}`)];
    const batches: BookBatch[] = [];
    for await (const batch of readBookBatches(Readable.from(chunks), 2, 10)) batches.push(batch);
    expect(batches.map((batch) => [Buffer.from(batch.bytes).toString(), batch.firstLine, batch.lines, batch.overlongLines])).toEqual([
      ["ok1\n\n", 1, 2, [{ line: 2, bytes: 51, limit: 10 }]],
      // The book ends inside another over-long line: it is counted and listed all the same.
      ["ok3\n\n", 3, 2, [{ line: 4, bytes: 50, limit: 10 }]],
    ]);
  });

  it("with a maximum line length, numbers every other line as node:readline does", async () => {
    const byte = fc.oneof(fc.constantFrom(0x0a, 0x61, 0x62), fc.constantFrom(0x0a, 0x20));
    const chunk = fc.array(byte, { minLength: 1, maxLength: 30 }).map((bytes) => Uint8Array.from(bytes));
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { maxLength: 6 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), async (chunks, batchSize, limit) => {
        const batches: BookBatch[] = [];
        for await (const batch of readBookBatches(Readable.from(chunks.map((piece) => Buffer.from(piece))), batchSize, limit)) batches.push(batch);
        const overlong = new Set(batches.flatMap((batch) => batch.overlongLines.map((entry) => entry.line)));
        const numbered = batches.flatMap((batch) =>
          bookLinesOf(Buffer.from(batch.bytes).toString()).map((line, index): [number, string] => [batch.firstLine + index, line]),
        );
        const expected = (await readlineNumbered(chunks)).map(([line, text]): [number, string] => [line, text.length > limit ? "" : text]);
        expect(JSON.stringify(numbered)).toBe(JSON.stringify(expected));
        expect([...overlong].sort((a, b) => a - b)).toEqual(expected.filter(([line]) => overlong.has(line)).map(([line]) => line));
        expect(overlong.size).toBe((await readlineNumbered(chunks)).filter(([, text]) => text.length > limit).length);
      }),
      { numRuns: 500 },
    );
  });
});
