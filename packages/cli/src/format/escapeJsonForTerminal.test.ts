import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeJsonForTerminal } from "./escapeJsonForTerminal.js";

describe("escapeJsonForTerminal", () => {
  it("escapes what JSON.stringify leaves (DEL, C1, bidi, U+2028/2029), and the value reads back the same", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: "binary" }), (value, text) => {
        for (const sample of [value, { text }]) {
          const json = escapeJsonForTerminal(JSON.stringify(sample, null, 2));
          // eslint-disable-next-line no-control-regex -- matching the control characters is the point
          expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
          expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(sample)));
        }
      }),
    );
    expect(escapeJsonForTerminal(JSON.stringify({ id: "a\u009b\u202eb" }))).toBe('{"id":"a\\u009b\\u202eb"}');
  });
});
