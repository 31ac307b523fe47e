import { describe, expect, it } from "vitest";
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
});
