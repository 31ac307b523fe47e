import { describe, expect, it } from "vitest";
import { describeValue } from "./describeValue.js";

describe("describeValue", () => {
  it("quotes strings and cuts long ones", () => {
    expect(describeValue("abc")).toBe('"abc"');
    expect(describeValue("x".repeat(100))).toBe(`"${"x".repeat(40)}…"`);
  });
  it("names lists, objects, absent values and odd numbers", () => {
    expect(describeValue([1])).toBe("a list");
    expect(describeValue({ a: 1 })).toBe("an object");
    expect(describeValue(undefined)).toBe("nothing");
    expect(describeValue(null)).toBe("null");
    expect(describeValue(-0)).toBe("0");
    expect(describeValue(Number.NaN)).toBe("NaN");
    expect(describeValue(Symbol("s"))).toBe("a value of type symbol");
  });
});
