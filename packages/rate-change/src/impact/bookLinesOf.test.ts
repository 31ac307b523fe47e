import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookLinesOf } from "./bookLinesOf.js";

/**
 * The lines node:readline gives for these chunks, as `impact` read books before, except that
 * U+2028 and U+2029 stay inside their line: JSON allows them in strings, and readline ends a
 * line at them from Node 24 on (not on 20 or 22), which would cut a sound policy in two. They
 * are swapped for a control character readline ignores, and back.
 */
async function readlineLines(chunks: readonly string[]): Promise<string[]> {
  const hidden = chunks.map((chunk) => chunk.replace(/\u2028/g, "\u0001").replace(/\u2029/g, "\u0002"));
  const lines: string[] = [];
  for await (const line of createInterface({ input: Readable.from(hidden), crlfDelay: Number.POSITIVE_INFINITY })) lines.push(line);
  return lines.map((line) => line.replaceAll("\u0001", "\u2028").replaceAll("\u0002", "\u2029"));
}

/** Text made of the characters that matter to line splitting, and some that do not. */
const bookText = fc.string({ unit: fc.constantFrom("\n", "\r", "a", " ", "{", "é", "\u2028", "\u2029", "\t"), maxLength: 60 });

describe("bookLinesOf", () => {
  it("splits on \\n, \\r\\n and a lone \\r, with the text after the last break as a line", () => {
    expect(bookLinesOf('{"a":1}\r\n\n{"b":2}\n')).toEqual(['{"a":1}', "", '{"b":2}']);
    expect(bookLinesOf("a\rb\r\nc")).toEqual(["a", "b", "c"]);
    expect(bookLinesOf("")).toEqual([]);
    expect(bookLinesOf("\n")).toEqual([""]);
    expect(bookLinesOf("  ")).toEqual(["  "]);
  });

  it("keeps U+2028 and U+2029 inside their line, as JSON allows them in strings (Node 24's readline would split there)", () => {
    expect(bookLinesOf('{"name":"a\u2028b\u2029c"}\n{"b":2}\n')).toEqual(['{"name":"a\u2028b\u2029c"}', '{"b":2}']);
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
