import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizedLevel } from "./normalizedLevel.js";

/** The regular-expression form normalizedLevel replaced, which it must agree with on every text. */
function byRegularExpressions(text: string): string {
  return text.trim().replace(/^£/, "").replace(/,/g, "").toLowerCase();
}

const piece = fc.constantFrom("£", ",", " ", "\t", "\u00a0", "\ufeff", "1", "0", ".", "A", "b", "£1,000", "é", "\u2028");

describe("normalizedLevel", () => {
  it("agrees with trim, a leading £ removed, commas removed and lower case", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.array(piece, { maxLength: 10 }).map((parts) => parts.join("")),
        ),
        (text) => {
          expect(normalizedLevel(text)).toBe(byRegularExpressions(text));
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
