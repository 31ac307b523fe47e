import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookLinesOf } from "./bookLinesOf.js";
import { countBookLines } from "./countBookLines.js";

describe("countBookLines", () => {
  it("counts \\n, \\r\\n and a lone \\r once each, and text after the last break", () => {
    expect(countBookLines(Buffer.from("a\r\nb\rc"))).toBe(3);
    expect(countBookLines(Buffer.from("a\n\n"))).toBe(2);
    expect(countBookLines(Buffer.from("a\r"))).toBe(1);
    expect(countBookLines(Buffer.from(""))).toBe(0);
  });

  it("counts on the bytes what bookLinesOf finds in the decoded text, broken UTF-8 included", () => {
    const byte = fc.oneof(fc.constantFrom(0x0a, 0x0d, 0x61, 0x20), fc.integer({ min: 0x80, max: 0xff }), fc.integer({ min: 0, max: 0xff }));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), fc.array(byte, { maxLength: 80 }), (random, chosen) => {
        for (const bytes of [random, Uint8Array.from(chosen)]) {
          expect(countBookLines(bytes)).toBe(bookLinesOf(Buffer.from(bytes).toString("utf8")).length);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
