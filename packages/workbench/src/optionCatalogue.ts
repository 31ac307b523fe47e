import type { TablesVersion } from "pmi-rating";

/** One option the tables price, with the levels it can be chosen at (empty when it has none). */
export interface OptionCatalogueEntry {
  readonly id: number;
  readonly name: string;
  readonly levels: readonly string[];
}

/**
 * The options a tables version prices, for the form's option choices: each option's id, name
 * and levels (in the table's order), read from `options.csv` and
 * `option-prices.csv`.
 *
 * @example
 * optionCatalogue(version).find((option) => option.name === "Excess")?.levels; // ["0", "100", ..., "5000"]
 */
export function optionCatalogue(version: TablesVersion): OptionCatalogueEntry[] {
  return [...version.options.byId.values()].map((option) => ({
    id: option.id,
    name: option.name,
    levels: option.hasLevels ? [...option.levels.keys()] : [],
  }));
}
