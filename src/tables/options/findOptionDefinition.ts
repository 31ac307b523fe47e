import type { NormalizedOption } from "../../model/normalized.js";
import type { OptionCatalogue, OptionDefinition } from "../types.js";

/**
 * Returns the catalogue's definition of a requested option when its `id` and `name` (either
 * may be omitted, not both) name the same option; `undefined` otherwise. Names compare
 * case-insensitively.
 *
 * @example
 * findOptionDefinition(tables.options, { id: 352, name: "excess" })?.name; // "Excess"
 * findOptionDefinition(tables.options, { id: 352, name: "Psychiatric" }); // undefined
 */
export function findOptionDefinition(catalogue: OptionCatalogue, option: Pick<NormalizedOption, "id" | "name">): OptionDefinition | undefined {
  const byId = option.id === undefined ? undefined : catalogue.byId.get(option.id);
  const byName = option.name === undefined ? undefined : catalogue.byName.get(option.name.trim().toLowerCase());
  if (option.id !== undefined && option.name !== undefined) return byId !== undefined && byId.id === byName?.id ? byId : undefined;
  return byId ?? byName;
}
