import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { readText } from "./readText.js";

describe("readText", () => {
  it("trims text, reads blank as absent and numbers only where allowed", () => {
    const { reader, problems } = readerOf({ a: "  x ", b: " ", c: 500, d: 500 });
    expect(readText(reader.value("a"), problems, "/x", "a", false, false)).toBe("x");
    expect(readText(reader.value("b"), problems, "/x", "b", false, false)).toBeUndefined();
    expect(readText(reader.value("c"), problems, "/x", "c", false, true)).toBe("500");
    expect(readText(reader.value("d"), problems, "/x", "d", false, false)).toBeUndefined();
    expect(readText(reader.value("e"), problems, "/x", "e", true, false)).toBeUndefined();
    expect(codesOf(problems)).toEqual(["INVALID_TYPE /x/d", "REQUIRED /x/e"]);
    expect(problems.issues[1]?.message).toBe("e is required and was not sent.");
  });
  it("never reads inherited properties", () => {
    const { reader, problems } = readerOf({});
    expect(readText(reader.value("constructor"), problems, "/x", "constructor", true, false)).toBeUndefined();
    expect(readText(reader.value("toString"), problems, "/x", "toString", false, false)).toBeUndefined();
    expect(codesOf(problems)).toEqual(["REQUIRED /x/constructor"]);
  });
});
