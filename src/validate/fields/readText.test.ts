import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "../testing/readerOf.js";
import { readText } from "./readText.js";

describe("readText", () => {
  it("trims text, reads blank as absent and numbers only where allowed", () => {
    const { reader, problems } = readerOf({ a: "  x ", b: " ", c: 500, d: 500 });
    expect(readText(reader, "a")).toBe("x");
    expect(readText(reader, "b")).toBeUndefined();
    expect(readText(reader, "c", { acceptNumber: true })).toBe("500");
    expect(readText(reader, "d")).toBeUndefined();
    expect(readText(reader, "e", { required: true })).toBeUndefined();
    expect(codesOf(problems)).toEqual(["INVALID_TYPE /x/d", "REQUIRED /x/e"]);
    expect(problems.issues[1]?.message).toBe("e is required and was not sent.");
  });
  it("never reads inherited properties", () => {
    const { reader, problems } = readerOf({});
    expect(readText(reader, "constructor", { required: true })).toBeUndefined();
    expect(readText(reader, "toString")).toBeUndefined();
    expect(codesOf(problems)).toEqual(["REQUIRED /x/constructor"]);
  });
});
