import type { NormalizedOption } from "../../model/normalized.js";
import { findOptionDefinition } from "../../steps/lookups/findOptionDefinition.js";
import { findOptionLevel } from "../../steps/lookups/findOptionLevel.js";
import type { OptionCatalogue, OptionDefinition } from "../../tables/types.js";

/** Answers remembered per catalogue or definition before its memo starts afresh. */
const LIMIT = 1_000;

type DefinitionsByName = Map<string | undefined, OptionDefinition | undefined>;
const definitionsByCatalogue = new WeakMap<OptionCatalogue, Map<number | undefined, DefinitionsByName>>();
const levelFoundByDefinition = new WeakMap<OptionDefinition, Map<string | undefined, boolean>>();

/**
 * `findOptionDefinition`, remembered per catalogue by the option's `id` and `name` as read: a
 * pure look-up of immutable tables, so the remembered definition is the one it finds. Kept
 * weakly by catalogue (a tables version let go is freed) and bounded (`LIMIT` answers per
 * catalogue). Used by the validator's fast path, which sees the same few options in every
 * request.
 *
 * @example
 * rememberedOptionDefinition(version.options, { id: 352, name: "Excess" })?.name; // "Excess"
 */
export function rememberedOptionDefinition(catalogue: OptionCatalogue, option: Pick<NormalizedOption, "id" | "name">): OptionDefinition | undefined {
  let byId = definitionsByCatalogue.get(catalogue);
  if (byId === undefined) {
    byId = new Map();
    definitionsByCatalogue.set(catalogue, byId);
  }
  let byName = byId.get(option.id);
  if (byName === undefined) {
    if (byId.size >= LIMIT) byId.clear();
    byName = new Map();
    byId.set(option.id, byName);
  }
  if (byName.has(option.name)) return byName.get(option.name);
  const definition = findOptionDefinition(catalogue, option);
  if (byName.size >= LIMIT) byName.clear();
  byName.set(option.name, definition);
  return definition;
}

/**
 * Whether `findOptionLevel(definition, optionTypeName)` finds a level, remembered per
 * definition by the text sent (a pure look-up of an immutable definition). Bounded as above.
 *
 * @example
 * isRememberedOptionLevel(excess, "500"); // true
 */
export function isRememberedOptionLevel(definition: OptionDefinition, optionTypeName: string | undefined): boolean {
  let found = levelFoundByDefinition.get(definition);
  if (found === undefined) {
    found = new Map();
    levelFoundByDefinition.set(definition, found);
  }
  const remembered = found.get(optionTypeName);
  if (remembered !== undefined) return remembered;
  const isFound = findOptionLevel(definition, optionTypeName) !== undefined;
  if (found.size >= LIMIT) found.clear();
  found.set(optionTypeName, isFound);
  return isFound;
}
