import { describe, expect, it } from "vitest";
import { toZodPath } from "./toZodPath.js";

describe("toZodPath", () => {
  it("splits a pointer into keys and list indices", () => {
    expect(toZodPath("/individualHealthCarePolicy/quote/memberCategory/0/option/12")).toEqual(["individualHealthCarePolicy", "quote", "memberCategory", 0, "option", 12]);
  });

  it("unescapes ~1 and ~0, and keeps the whole document as []", () => {
    expect(toZodPath("/a~1b/c~0d/01")).toEqual(["a/b", "c~d", "01"]);
    expect(toZodPath("")).toEqual([]);
  });
});
