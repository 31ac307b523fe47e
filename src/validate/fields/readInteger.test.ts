import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { readInteger } from "./readInteger.js";

function integer(value: unknown, options: { required?: boolean; min?: number; allowed?: readonly number[] } = {}) {
  const { reader, problems } = readerOf({ n: value });
  return { value: readInteger(reader.value("n"), problems, "/x", "n", options.required === true, options.min, options.allowed, undefined), codes: codesOf(problems) };
}

describe("readInteger", () => {
  it("reads int32 values, -0 as 0", () => {
    expect(integer(2147483647)).toEqual({ value: 2147483647, codes: [] });
    expect(integer(-2147483648)).toEqual({ value: -2147483648, codes: [] });
    expect(Object.is(integer(-0).value, 0)).toBe(true);
  });
  it("reports each kind of bad number with its own code", () => {
    expect(integer("12").codes).toEqual(["INVALID_TYPE /x/n"]);
    expect(integer(Number.NaN).codes).toEqual(["INVALID_TYPE /x/n"]);
    expect(integer(1.5).codes).toEqual(["NOT_AN_INTEGER /x/n"]);
    expect(integer(Infinity).codes).toEqual(["NUMBER_OUT_OF_RANGE /x/n"]);
    expect(integer(2147483648).codes).toEqual(["NUMBER_OUT_OF_RANGE /x/n"]);
    expect(integer(-1, { min: 0 }).codes).toEqual(["NUMBER_OUT_OF_RANGE /x/n"]);
    expect(integer(2, { allowed: [1, 12, 4] }).codes).toEqual(["INVALID_VALUE /x/n"]);
  });
  it("reads blank as absent", () => {
    expect(integer("")).toEqual({ value: undefined, codes: [] });
    expect(integer(undefined, { required: true }).codes).toEqual(["REQUIRED /x/n"]);
  });
});
