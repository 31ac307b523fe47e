import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findDuplicateJsonKeys } from "./findDuplicateJsonKeys.js";
import { mayHoldDuplicateKeys } from "./mayHoldDuplicateKeys.js";

/** A JSON text written member by member, so that it may repeat keys (JSON.stringify never does). */
type Written = { readonly object: readonly (readonly [string, Written])[] } | { readonly array: readonly Written[] } | { readonly scalar: unknown };
function write(value: Written): string {
  if ("object" in value) return `{${value.object.map(([key, member]) => `${JSON.stringify(key)} : ${write(member)}`).join(",")}}`;
  if ("array" in value) return `[${value.array.map(write).join(", ")}]`;
  return JSON.stringify(value.scalar) ?? "null";
}

describe("findDuplicateJsonKeys", () => {
  it("names the key of the attack that priced the last of two product names", () => {
    const text = '{"individualHealthCarePolicy":{"quote":{"productName":"Other","productName":"HrSol"}}}';
    expect(findDuplicateJsonKeys(text)).toEqual({ pointers: ["/individualHealthCarePolicy/quote/productName"], count: 1 });
  });

  it("compares keys after unescaping, as JSON.parse does, and walks arrays by index", () => {
    expect(findDuplicateJsonKeys('{"list":[{"a":1},{"a":1,"\\u0061":2}]}')).toEqual({ pointers: ["/list/1/a"], count: 1 });
  });

  it("does not confuse equal keys of different objects, or strings that look like keys", () => {
    expect(findDuplicateJsonKeys('{"a":{"x":1},"b":{"x":"\\"x\\":"},"c":["x",":"]}')).toEqual({ pointers: [], count: 0 });
  });

  it("escapes ~ and / in the pointer", () => {
    expect(findDuplicateJsonKeys('{"a/b":{"~":1,"~":2}}').pointers).toEqual(["/a~1b/~0"]);
  });

  it("names the first ones and counts the rest", () => {
    const text = `{${Array.from({ length: 5_000 }, () => '"k":1').join(",")}}`;
    expect(findDuplicateJsonKeys(text, 20)).toEqual({ pointers: Array.from({ length: 20 }, () => "/k"), count: 4_999 });
  });

  it("survives nesting far deeper than the stack (no recursion)", () => {
    const depth = 200_000;
    const text = `${'{"a":'.repeat(depth)}{"b":1,"b":2}${"}".repeat(depth)}`;
    const found = findDuplicateJsonKeys(text, 0);
    expect(found.count).toBe(1);
  });

  it("agrees with the fast test: a parsed text may hold duplicates exactly when it does", () => {
    const keys = fc.constantFrom("a", "b", "c", "\\u0061", 'x"y', "k:");
    const written: fc.Arbitrary<Written> = fc.letrec<{ value: Written }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.jsonValue({ maxDepth: 0 }).map((scalar) => ({ scalar })),
        fc.array(tie("value"), { maxLength: 3 }).map((array) => ({ array })),
        fc.array(fc.tuple(keys, tie("value")), { maxLength: 4 }).map((object) => ({ object })),
      ),
    })).value;
    fc.assert(
      fc.property(written, (value) => {
        // Keys with a backslash are written raw, so "\\u0061" is the key "a" in the text.
        const text = write(value).replace(/"\\\\u0061"/g, '"\\u0061"');
        const parsed: unknown = JSON.parse(text);
        expect(mayHoldDuplicateKeys(text, parsed)).toBe(findDuplicateJsonKeys(text).count > 0);
      }),
      { numRuns: 5_000 },
    );
  });
});
