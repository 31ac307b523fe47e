import { describe, expect, it } from "vitest";
import { pointerRange } from "./pointerRange.js";

const text = JSON.stringify({ quote: { id: "Q-1", member: [{ age: 30 }, { age: 200 }] } }, null, 2);
const slice = (pointer: string) => {
  const range = pointerRange(text, pointer);
  return range === undefined ? undefined : { text: text.slice(range.start, range.end), exact: range.exact };
};

describe("pointerRange", () => {
  it("covers the key and value of an object member", () => {
    expect(slice("/quote/id")).toEqual({ text: '"id": "Q-1"', exact: true });
  });

  it("walks array indexes to the element", () => {
    expect(slice("/quote/member/1/age")).toEqual({ text: '"age": 200', exact: true });
    expect(slice("/quote/member/0")?.text.replace(/\s+/g, "")).toBe('{"age":30}');
  });

  it("points at the nearest present parent's key when the field is missing", () => {
    expect(slice("/quote/member/0/dateOfBirth")).toEqual({ text: "{", exact: false });
    expect(slice("/quote/paymentType")).toEqual({ text: '"quote"', exact: false });
  });

  it("unescapes ~1 and ~0 in pointer segments", () => {
    expect(pointerRange('{"a/b":{"c~d":1}}', "/a~1b/c~0d")).toEqual({ start: 8, end: 15, exact: true });
  });

  it("covers the whole text for the empty pointer and gives nothing for text that is not JSON", () => {
    expect(slice("")?.text).toBe(text);
    expect(pointerRange("", "/a")).toBeUndefined();
  });
});
