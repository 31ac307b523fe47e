import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { indexOptionLevels } from "../compile/indexOptionLevels.js";
import type { OptionDefinition } from "../types.js";
import { findOptionLevel } from "./findOptionLevel.js";

/** Level labels and requested levels that collide in every way the match allows: case, numeric value, £ and commas. */
const label = fc.oneof(
  fc.constantFrom("500", "0500", "500.00", "500.5", "-0", "0", "1000", "Gold", "GOLD", "gold", "Silver", "", "1e3", "abc"),
  fc.integer({ min: -20, max: 2000 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([whole, fraction]) => `${whole}.${fraction}`),
);
const requested = fc.oneof(
  label,
  label.map((text) => `£${text}`),
  label.map((text) => ` ${text.toUpperCase()} `),
  label.map((text) => text.replace(/(\d)(\d)/, "$1,$2")),
  fc.string({ maxLength: 6 }),
);

describe("findOptionLevel with the compiled index", () => {
  it("finds exactly the level the search in order finds (the same object fields), or none when it finds none", () => {
    fc.assert(
      fc.property(fc.uniqueArray(label, { minLength: 1, maxLength: 8 }), fc.option(requested, { nil: undefined }), (labels, wanted) => {
        const levels = new Map(labels.map((text, row) => [text, { value: new Decimal(row + 1), source: { file: "option-prices.csv", row: row + 2 } }]));
        const searched: OptionDefinition = { id: 1, name: "Excess", pricing: "factor", levels, hasLevels: !levels.has("") };
        const indexed: OptionDefinition = { ...searched, levelIndex: indexOptionLevels(levels) };
        const expected = findOptionLevel(searched, wanted);
        const actual = findOptionLevel(indexed, wanted);
        expect(actual === undefined ? undefined : { ...actual }).toEqual(expected);
        // Asked again, the remembered answer is the same one.
        expect(findOptionLevel(indexed, wanted)).toStrictEqual(actual);
      }),
      // A label and a requested level that once collided with a numeric key of the index.
      { numRuns: 20_000, examples: [[["0.0"], "#0"]] },
    );
  });

  it("answers from the level index what the search in order answers, on many texts asked of one definition", () => {
    const levels = new Map(
      ["250", "500", "1,000", "Nil", "0.0"].map((text, row) => [text, { value: new Decimal(row + 1), source: { file: "option-prices.csv", row: row + 2 } }]),
    );
    const searched: OptionDefinition = { id: 1, name: "Excess", pricing: "factor", levels, hasLevels: true };
    const indexed: OptionDefinition = { ...searched, levelIndex: indexOptionLevels(levels) };
    fc.assert(
      fc.property(requested, (wanted) => {
        const actual = findOptionLevel(indexed, wanted);
        expect(actual === undefined ? undefined : { ...actual }).toEqual(findOptionLevel(searched, wanted));
      }),
      { numRuns: 2_000 },
    );
  });
});
