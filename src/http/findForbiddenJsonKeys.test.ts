import { describe, expect, it } from "vitest";
import { findForbiddenJsonKeys } from "./findForbiddenJsonKeys.js";

describe("findForbiddenJsonKeys", () => {
  it("finds a __proto__ key at any depth, in objects and arrays", () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"admin":true},"list":[{"b":{"__proto__":null}}]}');
    expect(findForbiddenJsonKeys(parsed)).toEqual(["/__proto__", "/list/0/b/__proto__"]);
  });

  it("finds constructor.prototype but not an innocent constructor key", () => {
    expect(findForbiddenJsonKeys(JSON.parse('{"a":{"constructor":{"prototype":{"x":1}}}}'))).toEqual(["/a/constructor/prototype"]);
    expect(findForbiddenJsonKeys(JSON.parse('{"constructor":"Acme Ltd"}'))).toEqual([]);
  });

  it("returns nothing for an ordinary request and for scalars", () => {
    expect(findForbiddenJsonKeys({ individualHealthCarePolicy: { quote: { productName: "HrSol" } } })).toEqual([]);
    expect(findForbiddenJsonKeys(42)).toEqual([]);
    expect(findForbiddenJsonKeys(null)).toEqual([]);
  });

  it("escapes the pointer as RFC 6901 requires", () => {
    expect(findForbiddenJsonKeys(JSON.parse('{"a/b":{"__proto__":1}}'))).toEqual(["/a~1b/__proto__"]);
  });

  it("survives a deeply nested body", () => {
    const deep = "[".repeat(50_000) + "]".repeat(50_000);
    expect(findForbiddenJsonKeys(JSON.parse(deep))).toEqual([]);
  });
});
