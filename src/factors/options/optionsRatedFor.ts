import type { Issue } from "../../model/issue.js";
import type { NormalizedCategory, NormalizedMember } from "../../model/normalized.js";
import type { OptionDefinition } from "../../tables/types.js";
import type { OptionLevel } from "../../tables/options/findOptionLevel.js";
import type { OptionLookups } from "../../tables/options/optionLookupsOf.js";

/** An option a member is rated for, at its level. */
export interface TakenOption {
  readonly definition: OptionDefinition;
  readonly level: OptionLevel;
  /** Why it is rated: the category took it, or the member's pncdInd is Y. */
  readonly reason: "category" | "pncdInd";
}

/**
 * The options a member is rated for: the category's options taken Yes, in request order, then
 * Protected NCD when the member's `pncdInd` is Y and the category did not take it. Shared by
 * the options step and the fused pass of the default steps.
 *
 * @example
 * optionsRatedFor(category, member, optionLookupsOf(tables.options)).taken.map((option) => option.definition.name); // ["Excess"]
 */
export function optionsRatedFor(category: NormalizedCategory, member: NormalizedMember, lookups: OptionLookups): { taken: TakenOption[]; issues: Issue[] } {
  const taken: TakenOption[] = [];
  const issues: Issue[] = [];
  for (const option of category.option) {
    if (!option.taken) continue;
    const definition = lookups.definitionOf(option);
    const level = definition === undefined ? undefined : lookups.levelOf(definition, option.optionTypeName);
    if (definition === undefined || level === undefined) {
      issues.push({
        path: option.pointer,
        code: definition === undefined ? "UNKNOWN_OPTION" : "UNKNOWN_OPTION_LEVEL",
        message: `Option ${option.name ?? option.id ?? ""} ${definition === undefined ? "is not in the option catalogue" : `has no level "${option.optionTypeName ?? ""}"`}.`,
      });
      continue;
    }
    taken.push({ definition, level, reason: "category" });
  }
  const protectedNcdId = lookups.catalogue.protectedNcdOptionId;
  if (member.protectedNcd && !taken.some((option) => option.definition.id === protectedNcdId)) {
    const definition = protectedNcdId === undefined ? undefined : lookups.catalogue.byId.get(protectedNcdId);
    const level = definition === undefined ? undefined : lookups.levelOf(definition, undefined);
    if (definition === undefined || level === undefined) {
      issues.push({ path: `${member.pointer}/pncdInd`, code: "UNKNOWN_OPTION", message: "pncdInd is Y but the option catalogue has no Protected NCD option." });
    } else {
      taken.push({ definition, level, reason: "pncdInd" });
    }
  }
  return { taken, issues };
}
