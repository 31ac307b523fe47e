import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePostcode } from "./normalizePostcode.js";

describe("normalizePostcode", () => {
  /** The oracle: the regular expression normalizePostcode's character scan replaced, and its compacting. */
  const UK_POSTCODE =
    /^(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2}$/;
  const byRegularExpression = (text: string): string | undefined => {
    const compact = text.replace(/\s+/g, "").toUpperCase();
    if (compact !== "GIR0AA" && !UK_POSTCODE.test(compact)) return undefined;
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  };

  it.each([
    ["sw1a1aa", "SW1A 1AA"],
    ["  SW1A   1AA ", "SW1A 1AA"],
    ["m1 1ae", "M1 1AE"],
    ["B33 8TH", "B33 8TH"],
    ["cr2 6xh", "CR2 6XH"],
    ["DN55 1PT", "DN55 1PT"],
    ["W1A 0AX", "W1A 0AX"],
    ["EC1A 1BB", "EC1A 1BB"],
    ["GY1 1AA", "GY1 1AA"],
    ["JE2 3AB", "JE2 3AB"],
    ["IM1 1AA", "IM1 1AA"],
    ["BT1 5GS", "BT1 5GS"],
    ["ZE1 0AA", "ZE1 0AA"],
    ["gir 0aa", "GIR 0AA"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalizePostcode(input)).toBe(expected);
  });

  it.each([
    "",
    "SW1A",
    "1AA",
    "SW1A 1A",
    "SW1A 1AAA",
    "QA1 1AA", // Q never starts a postcode
    "AI1 1AA", // I never second
    "SW1A 1CA", // C never in the inward code
    "FIQQ 1ZZ", // Falkland Islands: not a UK postcode
    "BFPO 123",
    "12345",
    "SW1A-1AA",
  ])("rejects %j", (input) => {
    expect(normalizePostcode(input)).toBeUndefined();
  });

  it("compacts as the regular expression it scans instead of: white space of any kind removed, then upper case", () => {
    const character = fc.constantFrom("s", "W", "1", "a", "A", "9", "0", "g", "i", "r", " ", " ", "\t", "\u00a0", "ß", "-");
    fc.assert(
      fc.property(fc.array(character, { maxLength: 10 }), fc.constantFrom("", " ", "  "), (characters, around) => {
        const text = `${around}${characters.join("")}${around}`;
        expect(normalizePostcode(text)).toBe(byRegularExpression(text));
      }),
      { numRuns: 20_000 },
    );
    for (const text of [" sw1a 1aa ", "s w 1 a 1 a a", "SW1A\t1AA", "sw1a\u00a01aa", " w1d6sj", "gir 0aa "])
      expect(normalizePostcode(text)).toBe(byRegularExpression(text));
  });

  it("decides a postcode sent in the standard form by character as the regular expression does, every letter and form", () => {
    const character = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", "a", "z", " ", "@", "[", "/", ":");
    fc.assert(
      fc.property(fc.array(character, { minLength: 1, maxLength: 5 }), fc.array(character, { minLength: 0, maxLength: 4 }), (outward, inward) => {
        const text = `${outward.join("")} ${inward.join("")}`;
        expect(normalizePostcode(text)).toBe(byRegularExpression(text));
      }),
      { numRuns: 50_000 },
    );
    // Every outward form with every letter in each place, before a sound inward code, and every inward letter.
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const letter of letters) {
      for (const text of [
        `${letter}1 1AA`,
        `${letter}12 1AA`,
        `A${letter}1 1AA`,
        `A${letter}12 1AA`,
        `A1${letter} 1AA`,
        `AB1${letter} 1AA`,
        `A1 1${letter}A`,
        `A1 1A${letter}`,
        `${letter}IR 0AA`,
      ])
        expect(normalizePostcode(text)).toBe(byRegularExpression(text));
    }
    for (const text of ["GIR 0AA", "GIR 0AB", "gIR 0AA", "M1 1AE", "M1  1AE", " M1 1AE", "M1 1AE "]) expect(normalizePostcode(text)).toBe(byRegularExpression(text));
  });
});
