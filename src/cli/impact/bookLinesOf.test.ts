import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookLinesOf } from "./bookLinesOf.js";

/** The lines node:readline gives for these chunks, as `impact` read books before. */
async function readlineLines(chunks: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: Readable.from(chunks), crlfDelay: Number.POSITIVE_INFINITY })) lines.push(line);
  return lines;
}

/** Text made of the characters that matter to line splitting, and some that do not. */
const bookText = fc.string({ unit: fc.constantFrom("\n", "\r", "a", " ", "{", "é", "\u2028", "\t"), maxLength: 60 });

describe("bookLinesOf", () => {
  it("splits on \\n, \\r\\n and a lone \\r, with the text after the last break as a line", () => {
    expect(bookLinesOf('{"a":1}\r\n\n{"b":2}\n')).toEqual(['{"a":1}', "", '{"b":2}']);
    expect(bookLinesOf("a\rb\r\nc")).toEqual(["a", "b", "c"]);
    expect(bookLinesOf("")).toEqual([]);
    expect(bookLinesOf("\n")).toEqual([""]);
    expect(bookLinesOf("  ")).toEqual(["  "]);
  });

  it("gives exactly the lines node:readline gives, however the stream is chunked", async () => {
    await fc.assert(
      fc.asyncProperty(bookText, fc.array(fc.nat(60), { maxLength: 4 }), async (text, cuts) => {
        const points = [...new Set(cuts.map((cut) => Math.min(cut, text.length)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, index) => text.slice(start, points[index] ?? text.length)).filter((chunk) => chunk !== "");
        expect(JSON.stringify(bookLinesOf(text))).toBe(JSON.stringify(await readlineLines(chunks)));
      }),
      { numRuns: 2000 },
    );
  });
});
