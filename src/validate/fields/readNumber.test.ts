import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { readNumber } from "./readNumber.js";

function number(value: unknown, options: { min?: number; above?: number; max?: number } = {}) {
  const { reader, problems } = readerOf({ n: value });
  return { value: readNumber(reader.value("n"), problems, "/x", "n", options.min, options.above, options.max), codes: codesOf(problems) };
}

describe("readNumber", () => {
  it("reads finite numbers", () => {
    expect(number(-12.5)).toEqual({ value: -12.5, codes: [] });
    expect(Object.is(number(-0).value, 0)).toBe(true);
  });
  it("reports text, NaN, infinities and values below the bounds", () => {
    expect(number("5").codes).toEqual(["INVALID_TYPE /x/n"]);
    expect(number(Number.NaN).codes).toEqual(["INVALID_TYPE /x/n"]);
    expect(number(-Infinity).codes).toEqual(["NUMBER_OUT_OF_RANGE /x/n"]);
    expect(number(-1, { min: 0 }).codes).toEqual(["NUMBER_OUT_OF_RANGE /x/n"]);
    expect(number(0, { above: 0 }).codes).toEqual(["NUMBER_OUT_OF_RANGE /x/n"]);
  });
});
