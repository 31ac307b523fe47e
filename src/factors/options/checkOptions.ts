import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedOption, NormalizedQuoteRequest } from "../../model/normalized.js";
import { optionLookupsOf, type OptionLookups } from "../../tables/options/optionLookupsOf.js";
import type { OptionCatalogue, OptionDefinition, TablesVersion } from "../../tables/types.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

function unknownOptionMessage(catalogue: OptionCatalogue, option: NormalizedOption): string {
  const byId = option.id === undefined ? undefined : catalogue.byId.get(option.id);
  const byName = option.name === undefined ? undefined : catalogue.byName.get(option.name.trim().toLowerCase());
  if (option.id !== undefined && option.name !== undefined && (byId !== undefined || byName !== undefined)) {
    const idSays = byId === undefined ? `id ${option.id} is not in the catalogue` : `id ${option.id} is ${byId.name}`;
    const nameSays = byName === undefined ? `name ${option.name} is not in the catalogue` : `${byName.name} has id ${byName.id}`;
    return `The option's id and name do not agree: ${idSays}, and ${nameSays}.`;
  }
  const known = [...catalogue.byId.values()].map((definition) => `${definition.name} (${definition.id})`).join(", ");
  return `Option ${option.name ?? `id ${option.id ?? "?"}`} is not in the option catalogue; the options are ${known}.`;
}

function levelsOf(definition: OptionDefinition): string {
  return [...definition.levels.keys()].join(", ");
}

/** The earlier option of the category that is the same option of the catalogue, if any. */
function earlierOf(
  found: readonly { readonly definition: OptionDefinition; readonly option: NormalizedOption }[],
  definition: OptionDefinition,
): NormalizedOption | undefined {
  for (const earlier of found) if (earlier.definition === definition) return earlier.option;
  return undefined;
}

/**
 * Each option of each category is in the tables' catalogue with its `id` and `name` agreeing
 * (`UNKNOWN_OPTION`); an option with levels taken Yes names one of its levels in
 * `optionTypeName` (`UNKNOWN_OPTION_LEVEL`, listing the levels; an option not taken is not
 * priced, so its level is not checked). A priced member with `pncdInd` Y needs the catalogue
 * to have a Protected NCD option (`UNKNOWN_OPTION`). Two options of a category that are the
 * same option of the catalogue, one sent by id and one by name, are `DUPLICATE_OPTION` (the
 * same id or the same name twice is found without the tables, by `checkDuplicateOptions`).
 *
 * Options and levels are looked up with `lookups`, the catalogue indexed once per tables
 * version (`plan.optionLookups`, built by `optionLookupsOf` from `findOptionDefinition` and
 * `findOptionLevel`, which answer any spelling it does not hold): the same answers as theirs,
 * without normalising the same names and labels for every request. Without it (a test, a caller
 * with a version and no plan) the catalogue is indexed for this call.
 *
 * @example
 * checkOptions(requestWithExcess("250"), tables)[0]?.code; // "UNKNOWN_OPTION_LEVEL"
 */
export function checkOptions(
  request: NormalizedQuoteRequest,
  tables: TablesVersion,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
  lookups: OptionLookups = optionLookupsOf(tables.options),
): readonly Issue[] {
  let issues: Issue[] | undefined;
  const catalogue = tables.options;
  for (const category of request.memberCategory) {
    // An option sent once by id and once by name is the same option: priced twice otherwise. The
    // options found are compared with the earlier ones rather than kept in a map: a category
    // holds a few (at most REQUEST_LIMITS.option), and a map per category cost more.
    const found: { readonly definition: OptionDefinition; readonly option: NormalizedOption }[] = [];
    for (const option of category.option) {
      const definition = lookups.definitionOf(option);
      if (definition === undefined) {
        (issues ??= []).push({ path: option.pointer, code: "UNKNOWN_OPTION", message: unknownOptionMessage(catalogue, option) });
        continue;
      }
      const first = earlierOf(found, definition);
      if (first !== undefined) {
        (issues ??= []).push({
          path: option.pointer,
          code: "DUPLICATE_OPTION",
          message: `This option is ${definition.name} (id ${definition.id}), already in this category at ${first.pointer}; send each option once per category.`,
        });
        continue;
      }
      found.push({ definition, option });
      if (!option.taken || !definition.hasLevels || lookups.levelOf(definition, option.optionTypeName) !== undefined) continue;
      (issues ??= []).push({
        path: `${option.pointer}/optionTypeName`,
        code: "UNKNOWN_OPTION_LEVEL",
        message:
          option.optionTypeName === undefined
            ? `${definition.name} is taken, so optionTypeName must say which level: one of ${levelsOf(definition)}.`
            : `${definition.name} has no level "${option.optionTypeName}"; the levels are ${levelsOf(definition)}.`,
      });
    }
  }
  if (catalogue.protectedNcdOptionId === undefined) {
    for (const member of members) {
      if (!member.protectedNcd) continue;
      (issues ??= []).push({
        path: `${member.pointer}/pncdInd`,
        code: "UNKNOWN_OPTION",
        message: "pncdInd is Y, but the option catalogue of these tables has no Protected NCD option to rate it with; send N.",
      });
    }
  }
  return issues ?? NO_ISSUES;
}
