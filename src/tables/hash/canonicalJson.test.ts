import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";

describe("canonicalJson", () => {
  it("sorts keys at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it("gives the same text whatever the key order", () => {
    expect(canonicalJson({ x: "1", y: { q: true, p: null } })).toBe(canonicalJson({ y: { p: null, q: true }, x: "1" }));
  });

  it("leaves out undefined members", () => {
    expect(canonicalJson({ a: undefined, b: "" })).toBe('{"b":""}');
  });
});
