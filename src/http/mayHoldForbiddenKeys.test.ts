import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findForbiddenJsonKeys } from "./findForbiddenJsonKeys.js";
import { mayHoldForbiddenKeys } from "./mayHoldForbiddenKeys.js";

/** JSON values whose keys are often the dangerous words, plain or escaped in the text. */
const keys = fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype", "_proto_", "proto", "Constructor", "__PROTO__"));
const values = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, fc.jsonValue({ maxDepth: 0 }), fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(keys, tie("value"), { maxKeys: 4 })),
})).value;

/** The JSON text of a value, with some characters of its keys written as \u escapes, as a client may. */
function escapedText(value: unknown, escapeEvery: number): string {
  const text = JSON.stringify(value) ?? "null";
  if (escapeEvery === 0) return text;
  let index = 0;
  // Only inside string literals (keys and values), where JSON allows escapes.
  return text.replace(/"(?:[^"\\]|\\.)*"/g, (literal) =>
    literal.replace(/[_a-z]/g, (character) => ((index += 1) % escapeEvery === 0 ? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}` : character)),
  );
}

describe("mayHoldForbiddenKeys", () => {
  it("is true for every text whose parsed value has a forbidden key (so skipping the walk never hides one)", () => {
    fc.assert(
      fc.property(values, fc.nat({ max: 5 }), (value, escapeEvery) => {
        const text = escapedText(value, escapeEvery);
        const parsed: unknown = JSON.parse(text);
        if (findForbiddenJsonKeys(parsed).length > 0) expect(mayHoldForbiddenKeys(text)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it("spots plain and escaped forbidden keys, and lets an ordinary request through", () => {
    expect(mayHoldForbiddenKeys('{"__proto__":{}}')).toBe(true);
    expect(mayHoldForbiddenKeys('{"constructor":{"prototype":{}}}')).toBe(true);
    expect(mayHoldForbiddenKeys('{"\\u005f_proto__":1}')).toBe(true);
    expect(mayHoldForbiddenKeys('{"individualHealthCarePolicy":{"quote":{"productName":"HrSol"}}}')).toBe(false);
  });
});
