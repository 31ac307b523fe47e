import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { readText } from "./readText.js";

describe("readText", () => {
  it("trims text, reads blank as absent and numbers only where allowed", () => {
    const { reader, problems } = readerOf({ a: "  x ", b: " ", c: 500, d: 500 });
    expect(readText(reader.value("a"), problems, "/x", "a", false, false, 32)).toBe("x");
    expect(readText(reader.value("b"), problems, "/x", "b", false, false, 32)).toBeUndefined();
    expect(readText(reader.value("c"), problems, "/x", "c", false, true, 32)).toBe("500");
    expect(readText(reader.value("d"), problems, "/x", "d", false, false, 32)).toBeUndefined();
    expect(readText(reader.value("e"), problems, "/x", "e", true, false, 32)).toBeUndefined();
    expect(codesOf(problems)).toEqual(["INVALID_TYPE /x/d", "REQUIRED /x/e"]);
    expect(problems.issues[1]?.message).toBe("e is required and was not sent.");
  });
  it("never reads inherited properties", () => {
    const { reader, problems } = readerOf({});
    expect(readText(reader.value("constructor"), problems, "/x", "constructor", true, false, 32)).toBeUndefined();
    expect(readText(reader.value("toString"), problems, "/x", "toString", false, false, 32)).toBeUndefined();
    expect(codesOf(problems)).toEqual(["REQUIRED /x/constructor"]);
  });
  it("takes a text of maxLength characters as sent, and refuses one more with TEXT_TOO_LONG", () => {
    const { problems } = readerOf({});
    expect(readText("x".repeat(8), problems, "/q", "id", false, false, 8)).toBe("x".repeat(8));
    expect(readText("x".repeat(9), problems, "/q", "id", false, false, 8)).toBeUndefined();
    // White space around the text counts: the bound is on what is sent (and kept on record).
    expect(readText(` ${"x".repeat(8)}`, problems, "/q", "callingSystem", true, false, 8)).toBeUndefined();
    expect(codesOf(problems)).toEqual(["TEXT_TOO_LONG /q/id", "TEXT_TOO_LONG /q/callingSystem"]);
    expect(problems.issues[0]?.message).toBe("id may hold at most 8 characters; received 9.");
  });
  it("counts characters as code points, as JSON Schema's maxLength does", () => {
    const { problems } = readerOf({});
    // Four emoji are eight UTF-16 units but four characters.
    expect(readText("😀😀😀😀", problems, "/q", "id", false, false, 4)).toBe("😀😀😀😀");
    expect(readText("😀😀😀😀😀", problems, "/q", "id", false, false, 4)).toBeUndefined();
    expect(problems.issues.map((issue) => issue.message)).toEqual(["id may hold at most 4 characters; received 5."]);
  });
  it.each([
    ["NUL", "Q-1\u0000", "U+0000 at character 4"],
    ["ESC", "\u001b]0;owned\u0007", "U+001B at character 1"],
    ["BEL", "Hr\u0007Sol", "U+0007 at character 3"],
    ["a tab inside", "Hr\tSol", "U+0009 at character 3"],
    ["a line break at the end", "HrSol\n", "U+000A at character 6"],
    ["DEL", "Hr\u007fSol", "U+007F at character 3"],
    ["C1 CSI", "Hr\u009b2J", "U+009B at character 3"],
    ["after an emoji", "😀\u001b", "U+001B at character 2"],
  ])("refuses %s with CONTROL_CHARACTER, naming the character and where it is", (_name, sent, where) => {
    const { problems } = readerOf({});
    expect(readText(sent, problems, "/q", "callingSystem", true, false, 64)).toBeUndefined();
    expect(codesOf(problems)).toEqual(["CONTROL_CHARACTER /q/callingSystem"]);
    expect(problems.issues[0]?.message).toBe(
      `callingSystem must not hold control or invisible formatting characters (such as a tab, a line break, ESC, a direction override or a lone surrogate); received ${where}.`,
    );
  });
  it("reads white space alone, tabs and line breaks included, as blank, and keeps other Unicode", () => {
    const { problems } = readerOf({});
    expect(readText(" \t\r\n ", problems, "/q", "callingSystem", true, false, 64)).toBeUndefined();
    expect(readText("Zürich\u00a0Re ✓", problems, "/q", "salesChannel", false, false, 64)).toBe("Zürich\u00a0Re ✓");
    expect(codesOf(problems)).toEqual(["REQUIRED /q/callingSystem"]);
  });

  it("refuses invisible formatting characters and a lone surrogate, and takes a character outside the BMP whole", () => {
    for (const sent of ["ATT\u202eevil", "a\u200bb", "a\u2028b", "a\ufeffb", "a\ud800b", "a\udc00"]) {
      const { reader, problems } = readerOf({ callingSystem: sent });
      expect(readText(reader.value("callingSystem"), problems, "/q", "callingSystem", false, false, 64), JSON.stringify(sent)).toBeUndefined();
      expect(codesOf(problems), JSON.stringify(sent)).toEqual(["CONTROL_CHARACTER /q/callingSystem"]);
    }
    const { reader, problems } = readerOf({ callingSystem: "HrSol 😀 Web" });
    expect(readText(reader.value("callingSystem"), problems, "/q", "callingSystem", false, false, 64)).toBe("HrSol 😀 Web");
    expect(codesOf(problems)).toEqual([]);
  });
});
