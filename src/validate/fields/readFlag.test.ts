import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { readFlag } from "./readFlag.js";

function flag(value: unknown, required = false) {
  const { reader, problems } = readerOf({ f: value });
  return { value: readFlag(reader.value("f"), problems, "/x", "f", required, "Y or N"), codes: codesOf(problems) };
}

describe("readFlag", () => {
  it.each([["Y"], ["yes"], [" YES "], ["1"], ["true"], [true], [1]])("reads %j as true", (input) => {
    expect(flag(input)).toEqual({ value: true, codes: [] });
  });
  it.each([["n"], ["No"], ["0"], ["FALSE"], [false], [0]])("reads %j as false", (input) => {
    expect(flag(input)).toEqual({ value: false, codes: [] });
  });
  it("reads blank and null as absent, and reports a missing required flag", () => {
    expect(flag("  ")).toEqual({ value: undefined, codes: [] });
    expect(flag(null, true)).toEqual({ value: undefined, codes: ["REQUIRED /x/f"] });
  });
  it("reports other values", () => {
    expect(flag("maybe").codes).toEqual(["INVALID_VALUE /x/f"]);
    expect(flag(2).codes).toEqual(["INVALID_VALUE /x/f"]);
    expect(flag({}).codes).toEqual(["INVALID_TYPE /x/f"]);
  });
});
