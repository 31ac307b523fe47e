import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findOptionDefinition } from "../../steps/lookups/findOptionDefinition.js";
import { findOptionLevel } from "../../steps/lookups/findOptionLevel.js";
import { defaultTables } from "../../tables/default/index.js";
import { isRememberedOptionLevel, rememberedOptionDefinition } from "./rememberedOptionLookups.js";

const catalogues = defaultTables.versions.map((version) => version.options);
const definitions = catalogues.flatMap((catalogue) => [...catalogue.byId.values()]);
const ids = [...new Set(definitions.map((definition) => definition.id))];
const names = [...new Set(definitions.map((definition) => definition.name))];
const levels = [...new Set(definitions.flatMap((definition) => [...definition.levels.keys()]))];

describe("the remembered option look-ups", () => {
  it("find the definition findOptionDefinition finds, by id, name or both, asked again and again", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: catalogues.length - 1 }),
        fc.option(fc.oneof(fc.constantFrom(...ids), fc.integer()), { nil: undefined }),
        fc.option(fc.oneof(fc.constantFrom(...names), fc.constantFrom(...names).map((name) => ` ${name.toUpperCase()} `), fc.string()), { nil: undefined }),
        (index, id, name) => {
          const catalogue = catalogues[index]!;
          const option = { ...(id === undefined ? {} : { id }), ...(name === undefined ? {} : { name }) };
          expect(rememberedOptionDefinition(catalogue, option)).toBe(findOptionDefinition(catalogue, option));
          expect(rememberedOptionDefinition(catalogue, option)).toBe(findOptionDefinition(catalogue, option));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("say whether findOptionLevel finds a level, for every definition and spelling", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...definitions),
        fc.option(fc.oneof(fc.constantFrom(...levels), fc.constantFrom(...levels).map((level) => `£${level}`), fc.string()), { nil: undefined }),
        (definition, optionTypeName) => {
          const expected = findOptionLevel(definition, optionTypeName) !== undefined;
          expect(isRememberedOptionLevel(definition, optionTypeName)).toBe(expected);
          expect(isRememberedOptionLevel(definition, optionTypeName)).toBe(expected);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
