import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePostcode } from "../normalizePostcode.js";
import { rememberedPostcode } from "./rememberedPostcodes.js";

describe("rememberedPostcode", () => {
  it("answers as normalizePostcode, the first time and every time after, beyond the memo's limit", () => {
    const spelling = fc.oneof(
      fc.constantFrom("SW1A 1AA", "sw1a1aa", " s w 1 a 1 a a ", "GIR 0AA", "SW1A", "QA1 1AA", ""),
      fc.stringMatching(/^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(spelling, { minLength: 1, maxLength: 40 }), (spellings) => {
        for (const text of [...spellings, ...spellings]) expect(rememberedPostcode(text)).toBe(normalizePostcode(text));
      }),
      { numRuns: 600 },
    );
  });
});
