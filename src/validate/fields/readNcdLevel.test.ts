import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { readNcdLevel } from "./readNcdLevel.js";

function level(value: unknown) {
  const { reader, problems } = readerOf({ ncdLevel: value });
  return { value: readNcdLevel(reader.value("ncdLevel"), problems, "/x", "ncdLevel"), codes: codesOf(problems) };
}

describe("readNcdLevel", () => {
  it("reads a whole number or a string of digits", () => {
    expect(level(12)).toEqual({ value: 12, codes: [] });
    expect(level(" 9 ")).toEqual({ value: 9, codes: [] });
    expect(level(0)).toEqual({ value: 0, codes: [] });
  });
  it.each([["12a"], [-1], [12.5], [{ level: 12 }], [[12]], [true], ["99999999999"]])("reports %j as INVALID_NCD_LEVEL", (value) => {
    expect(level(value).codes).toEqual(["INVALID_NCD_LEVEL /x/ncdLevel"]);
  });
  it("reports a missing level", () => {
    expect(level("").codes).toEqual(["REQUIRED /x/ncdLevel"]);
  });
});
