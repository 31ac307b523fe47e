import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ObjectDescription, TextField } from "./fieldKinds.js";
import {
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "./requestFields.js";
import { hasControlCharacter, indexOfControlCharacter, NO_CONTROL_CHARACTER_PATTERN, TEXT_LENGTHS, codePointCount, isLongerThan } from "./textBounds.js";

const DESCRIPTIONS: readonly ObjectDescription[] = [
  MEMBER_DESCRIPTION,
  FAMILY_UNIT_DESCRIPTION,
  OPTION_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  POLICY_DESCRIPTION,
];
const TEXT_FIELDS = DESCRIPTIONS.flatMap((description) =>
  description.fields.filter((field): field is TextField => field.kind === "text").map((field) => ({ object: description.id, field })),
);

describe("the bounds of the request's text", () => {
  it("bounds every text field of the request, the caller's id at 128 characters at least", () => {
    expect(TEXT_FIELDS.length).toBe(15);
    for (const { field } of TEXT_FIELDS) expect(Object.values(TEXT_LENGTHS)).toContain(field.maxLength);
    expect(TEXT_FIELDS.find(({ object, field }) => object === "QuoteRequestPolicy" && field.name === "id")?.field.maxLength).toBeGreaterThanOrEqual(128);
  });

  it("lets every field that takes a number hold the text of any number", () => {
    const longestNumberText = Math.max(...[-Number.MAX_VALUE, -Number.MIN_VALUE, -Number.EPSILON / 3, -1 / 3].map((number) => String(number).length));
    for (const { field } of TEXT_FIELDS.filter(({ field }) => field.acceptNumber === true)) expect(field.maxLength).toBeGreaterThanOrEqual(longestNumberText);
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => String(number).length <= TEXT_LENGTHS.code));
  });

  it("finds the same control characters in the reader's scan and the OpenAPI pattern", () => {
    const pattern = new RegExp(NO_CONTROL_CHARACTER_PATTERN);
    // Whole characters only: a lone surrogate is the reader's alone (a JSON Schema pattern cannot name it).
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => pattern.test(text) === !hasControlCharacter(text)));
    for (const code of [
      0x00, 0x07, 0x09, 0x0a, 0x1b, 0x1f, 0x7f, 0x85, 0x9b, 0x9f, 0x200b, 0x200f, 0x2028, 0x202e, 0x2060, 0x2066, 0x2069, 0xfeff, 0xd800, 0xdbff, 0xdc00, 0xdfff,
    ]) {
      expect(hasControlCharacter(String.fromCharCode(code)), code.toString(16)).toBe(true);
    }
    for (const code of [0x20, 0x7e, 0xa0, 0x200a, 0x2010, 0x2027, 0x202f, 0x205f, 0x206a, 0xfefe, 0xff00]) {
      expect(hasControlCharacter(String.fromCharCode(code)), code.toString(16)).toBe(false);
    }
    for (const text of [" ", "é", "\u00a0", "😀", "Zürich Re ✓"]) expect(hasControlCharacter(text)).toBe(false);
  });

  it("finds the first such character, a lone surrogate included, as the one-class expression with a surrogate test would", () => {
    // eslint-disable-next-line no-control-regex -- the expression the scan replaced, as its reference
    const oneCharacter = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|\p{Cs}/u;
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const found = oneCharacter.exec(text);
        expect(indexOfControlCharacter(text)).toBe(found === null ? -1 : found.index);
      }),
    );
    expect(indexOfControlCharacter("ok\ud83d")).toBe(2);
    expect(indexOfControlCharacter("\ude00ok")).toBe(0);
    expect(indexOfControlCharacter("😀\u0007")).toBe(2);
  });

  it("counts code points, a surrogate pair as one and a lone surrogate as one", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.nat(40), (text, most) => {
        expect(isLongerThan(text, most)).toBe([...text].length > most);
        expect(codePointCount(text)).toBe([...text].length);
      }),
    );
    expect(isLongerThan("\ud800\ud800", 1)).toBe(true);
  });
});
