import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { choiceKey, choiceKeysOf, matchChoice, readChoice } from "./readChoice.js";

const TYPES = ["New Business", "MTC", "Renewal"] as const;

describe("choiceKey", () => {
  it("ignores case, spaces, hyphens and underscores", () => {
    expect(choiceKey(" New  Business ")).toBe("newbusiness");
    expect(choiceKey("price-beater")).toBe(choiceKey("Price_Beater"));
  });
  it("is the lower case without runs of white space, hyphens and underscores, as the regular expression it scans instead of", () => {
    const character = fc.constantFrom("a", "Z", "0", "9", " ", "-", "_", "\t", "\u00a0", "\u2003", "é", "İ", "ß", ".", "\n");
    fc.assert(
      fc.property(fc.array(character, { maxLength: 12 }), (characters) => {
        const text = characters.join("");
        expect(choiceKey(text)).toBe(text.toLowerCase().replace(/[\s_-]+/g, ""));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe("readChoice", () => {
  it("returns the canonical spelling", () => {
    const { reader, problems } = readerOf({ t: "new business", g: "female" });
    expect(readChoice(reader.value("t"), problems, "/x", "t", false, TYPES, undefined, false, {})).toBe("New Business");
    expect(readChoice(reader.value("g"), problems, "/x", "g", false, ["M", "F"], undefined, false, { aliases: { female: "F" } })).toBe("F");
    expect(codesOf(problems)).toEqual([]);
  });
  it("reports an unknown value with the rule's own code when it has one", () => {
    const { reader, problems } = readerOf({ t: "Cancel", i: "cashback" });
    readChoice(reader.value("t"), problems, "/x", "t", false, TYPES, undefined, false, {});
    readChoice(reader.value("i"), problems, "/x", "i", false, ["gift"], undefined, false, { unknownCode: "UNKNOWN_INCENTIVE" });
    expect(codesOf(problems)).toEqual(["INVALID_VALUE /x/t", "UNKNOWN_INCENTIVE /x/i"]);
    expect(problems.issues[0]?.message).toBe('t must be one of New Business, MTC, Renewal; received "Cancel".');
  });
  it("reports a missing required value and a wrong type", () => {
    const { reader, problems } = readerOf({ n: 5 });
    readChoice(reader.value("t"), problems, "/x", "t", true, TYPES, undefined, false, {});
    readChoice(reader.value("n"), problems, "/x", "n", false, TYPES, undefined, false, {});
    expect(codesOf(problems)).toEqual(["REQUIRED /x/t", "INVALID_TYPE /x/n"]);
  });
});

describe("matchChoice", () => {
  it("answers as comparing the value's key with each choice's, then with the aliases', whatever the characters", () => {
    const choices = ["New Business", "MTC", "M", "F"] as const;
    const options = { aliases: { male: "M", mtc2: "MTC" } };
    const byKey = (value: string, caseOnly: boolean): string | undefined => {
      const keyOf = (text: string) => (caseOnly ? text.toLowerCase() : choiceKey(text));
      const found = choices.find((choice) => keyOf(choice) === keyOf(value));
      if (found !== undefined) return found;
      const alias = (options.aliases as Record<string, string>)[keyOf(value)];
      return choices.find((choice) => Object.hasOwn(options.aliases, keyOf(value)) && choice === alias);
    };
    const word = fc.constantFrom("new", "business", "mtc", "m", "f", "male", "MALE", "Ma", "le", "2", "", " ", "-", "_", "\t", "\u00a0", "İ", "ß", "K");
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), fc.boolean(), (words, caseOnly) => {
        const value = words.join("");
        expect(matchChoice(value, choices, { ...options, caseOnly }, choiceKeysOf(choices, options, caseOnly), caseOnly)).toBe(byKey(value, caseOnly));
        expect(matchChoice(value, choices, { ...options, caseOnly })).toBe(byKey(value, caseOnly));
      }),
      { numRuns: 20_000 },
    );
  });
});
