import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findForbiddenJsonKeys } from "./findForbiddenJsonKeys.js";
import { parseRequestJson } from "./parseRequestJson.js";

describe("parseRequestJson", () => {
  it("parses JSON", () => {
    expect(parseRequestJson('{"individualHealthCarePolicy":{}}')).toEqual({ ok: true, value: { individualHealthCarePolicy: {} } });
  });

  it("reports malformed JSON with where it stopped, without quoting the body", () => {
    const result = parseRequestJson('{\n "postcode": SW1A 1AA\n}');
    expect(result).toMatchObject({ ok: false, code: "MALFORMED_JSON" });
    expect(result.ok ? "" : result.detail).toMatch(/^The body is not valid JSON( \(line 2, column \d+\))?\.$/);
    expect(result.ok ? "" : result.detail).not.toContain("SW1A");
  });

  it("reports an empty body", () => {
    expect(parseRequestJson("  ")).toMatchObject({ ok: false, code: "MALFORMED_JSON", detail: expect.stringMatching(/empty/) });
  });

  it("refuses prototype-poisoning keys, naming each", () => {
    expect(parseRequestJson('{"__proto__":{"isAdmin":true},"a":{"constructor":{"prototype":{}}}}')).toEqual({
      ok: false,
      code: "FORBIDDEN_JSON_KEY",
      detail: "The body contains keys that are refused for safety (__proto__, constructor.prototype).",
      errors: [
        { pointer: "/__proto__", code: "FORBIDDEN_JSON_KEY", message: 'The key "__proto__" is not allowed in a request; remove it.' },
        { pointer: "/a/constructor/prototype", code: "FORBIDDEN_JSON_KEY", message: 'The key "prototype" is not allowed in a request; remove it.' },
      ],
    });
  });

  it("refuses a key given twice in one object instead of pricing the last (the productName attack)", () => {
    const attack = '{"individualHealthCarePolicy":{"quote":{"productName":"Other","productName":"HrSol"}}}';
    expect(JSON.parse(attack)).toEqual({ individualHealthCarePolicy: { quote: { productName: "HrSol" } } });
    expect(parseRequestJson(attack)).toEqual({
      ok: false,
      code: "DUPLICATE_JSON_KEY",
      detail: "The body gives a key more than once in the same object; JSON does not say which one counts, so the request is refused.",
      errors: [
        {
          pointer: "/individualHealthCarePolicy/quote/productName",
          code: "DUPLICATE_JSON_KEY",
          message: 'The key "productName" is given more than once in the same object; send it once.',
        },
      ],
    });
  });

  it("refuses a duplicate written with an escape, and caps the list with a count of the rest", () => {
    expect(parseRequestJson('{"a":1,"\\u0061":2}')).toMatchObject({ ok: false, code: "DUPLICATE_JSON_KEY", errors: [{ pointer: "/a" }] });
    const many = parseRequestJson(`{${Array.from({ length: 30_000 }, () => '"k":1').join(",")}}`);
    expect(many.ok ? [] : many.errors).toHaveLength(21);
    expect(many.ok ? undefined : many.errors?.at(-1)).toEqual({
      pointer: "",
      code: "DUPLICATE_JSON_KEY",
      message: "And 29979 more keys given more than once, not listed.",
    });
  });

  it("refuses a body nested deeper than 32 levels, wherever the nesting is, and takes one 32 deep", () => {
    const deep = (levels: number) => `{"individualHealthCarePolicy":{"quote":{}},"zz":${"[".repeat(levels)}1${"]".repeat(levels)}}`;
    const refused = parseRequestJson(deep(5000));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.code).toBe("MALFORMED_JSON");
      expect(refused.detail).toContain("more than 32 levels deep");
    }
    expect(parseRequestJson(deep(31)).ok).toBe(true);
    expect(parseRequestJson(deep(32)).ok).toBe(false);
  });

  it("never throws on deep nesting with a duplicate at the bottom", () => {
    const depth = 100_000;
    const text = `${'{"a":'.repeat(depth)}{"b":1,"b":2}${"}".repeat(depth)}`;
    expect(() => parseRequestJson(text)).not.toThrow();
  });

  it("gives exactly what a walk of every body gives (the skipped walk is only an optimisation)", () => {
    const keys = fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype"));
    const values = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, fc.jsonValue({ maxDepth: 0 }), fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(keys, tie("value"), { maxKeys: 4 })),
    })).value;
    // Texts as sent: JSON of a value, the same with a \u escape or cut short, or anything at all.
    const texts = fc.oneof(
      values.map((value) => JSON.stringify(value) ?? ""),
      values.map((value) => (JSON.stringify(value) ?? "").replace(/_/g, "\\u005f")),
      fc.tuple(values, fc.nat()).map(([value, cut]) => (JSON.stringify(value) ?? "").slice(0, cut)),
      fc.string(),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const fast = parseRequestJson(text);
        // The general definition: parse, then walk every value.
        let expected: unknown;
        if (text.trim() === "" || (!fast.ok && fast.code === "MALFORMED_JSON")) expected = fast;
        else {
          const forbidden = findForbiddenJsonKeys(JSON.parse(text));
          expected = forbidden.length === 0 ? { ok: true, value: JSON.parse(text) } : { forbidden };
        }
        const actual = fast.ok ? fast : fast.code === "FORBIDDEN_JSON_KEY" ? { forbidden: fast.errors?.map((error) => error.pointer) } : fast;
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
      }),
      { numRuns: 20_000 },
    );
  });
});
