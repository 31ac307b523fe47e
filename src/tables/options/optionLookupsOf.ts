import type { NormalizedOption } from "../../model/normalized.js";
import type { OptionCatalogue, OptionDefinition } from "../types.js";
import { findOptionDefinition } from "./findOptionDefinition.js";
import { findOptionLevel, type OptionLevel } from "./findOptionLevel.js";

/** The options step's look-ups over one catalogue: `findOptionDefinition` and `findOptionLevel`, answered from an index for the spellings the tables use. */
export interface OptionLookups {
  readonly catalogue: OptionCatalogue;
  /** `findOptionDefinition(catalogue, option)`. */
  readonly definitionOf: (option: Pick<NormalizedOption, "id" | "name">) => OptionDefinition | undefined;
  /** `findOptionLevel(definition, optionTypeName)`. */
  readonly levelOf: (definition: OptionDefinition, optionTypeName: string | undefined) => OptionLevel | undefined;
}

/**
 * Indexes a catalogue's options for the options step, once per tables version (in the step's
 * `compile`): each definition by id with whether its own name (as the catalogue spells it,
 * which is how the validator returns a recognised name) names the same option, and each
 * definition's answer for every level label the tables spell and for no level. Every entry is
 * the answer of `findOptionDefinition` or `findOptionLevel` itself, worked out here; any other
 * spelling is answered by them on the spot. So the rule stays theirs; the index only saves
 * normalising the same few texts for every member of every quote.
 *
 * @example
 * const lookups = optionLookupsOf(plan.version.options);
 * lookups.levelOf(excess, "500")?.value.toFixed(); // "0.85", as findOptionLevel(excess, "500")
 */
export function optionLookupsOf(catalogue: OptionCatalogue): OptionLookups {
  const byId = new Map<number, { readonly definition: OptionDefinition; readonly sameByName: OptionDefinition | undefined }>();
  const levels = new Map<OptionDefinition, { readonly byLabel: ReadonlyMap<string, OptionLevel | undefined>; readonly noLevel: OptionLevel | undefined }>();
  for (const definition of catalogue.byId.values()) {
    byId.set(definition.id, Object.freeze({ definition, sameByName: findOptionDefinition(catalogue, { id: definition.id, name: definition.name }) }));
    const byLabel = new Map<string, OptionLevel | undefined>();
    for (const label of definition.levels.keys()) byLabel.set(label, freezeLevel(findOptionLevel(definition, label)));
    levels.set(definition, Object.freeze({ byLabel, noLevel: freezeLevel(findOptionLevel(definition, undefined)) }));
  }
  return Object.freeze({
    catalogue,
    definitionOf(option: Pick<NormalizedOption, "id" | "name">) {
      const indexed = option.id === undefined ? undefined : byId.get(option.id);
      if (indexed !== undefined && option.name === indexed.definition.name) return indexed.sameByName;
      return findOptionDefinition(catalogue, option);
    },
    levelOf(definition: OptionDefinition, optionTypeName: string | undefined) {
      const indexed = levels.get(definition);
      if (indexed !== undefined) {
        if (optionTypeName === undefined) return indexed.noLevel;
        if (indexed.byLabel.has(optionTypeName)) return indexed.byLabel.get(optionTypeName);
      }
      return findOptionLevel(definition, optionTypeName);
    },
  });
}

/** A level shared by every quote of the tables version: frozen, so that no step can change it for the next quote. */
function freezeLevel(level: OptionLevel | undefined): OptionLevel | undefined {
  return level === undefined ? undefined : Object.freeze(level);
}
