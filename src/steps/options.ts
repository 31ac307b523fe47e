import type { Decimal } from "../decimal.js";
import type { Issue } from "../model/issue.js";
import type { NormalizedCategory, NormalizedMember } from "../model/normalized.js";
import type { OptionDefinition, TablesVersion } from "../tables/types.js";
import { findOptionDefinition } from "./lookups/findOptionDefinition.js";
import { findOptionLevel, type OptionLevel } from "./lookups/findOptionLevel.js";
import { findWaivedOption } from "./lookups/findWaivedOption.js";
import { fromTable, mapPricedMembers, type MemberLine, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { timesFactor } from "./lookups/timesFactor.js";

interface TakenOption {
  readonly definition: OptionDefinition;
  readonly level: OptionLevel;
  /** Why it is rated: the category took it, or the member's pncdInd is Y. */
  readonly reason: "category" | "pncdInd";
}

/**
 * The options a member is rated for: the category's options taken Yes, in request order, then
 * Protected NCD when the member's `pncdInd` is Y and the category did not take it.
 */
function optionsRatedFor(
  category: NormalizedCategory,
  member: NormalizedMember,
  tables: TablesVersion,
): { taken: TakenOption[]; issues: Issue[] } {
  const taken: TakenOption[] = [];
  const issues: Issue[] = [];
  for (const option of category.option) {
    if (!option.taken) continue;
    const definition = findOptionDefinition(tables.options, option);
    const level = definition === undefined ? undefined : findOptionLevel(definition, option.optionTypeName);
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
  const protectedNcdId = tables.options.protectedNcdOptionId;
  if (member.protectedNcd && !taken.some((option) => option.definition.id === protectedNcdId)) {
    const definition = protectedNcdId === undefined ? undefined : tables.options.byId.get(protectedNcdId);
    const level = definition === undefined ? undefined : findOptionLevel(definition, undefined);
    if (definition === undefined || level === undefined) {
      issues.push({ path: `${member.pointer}/pncdInd`, code: "UNKNOWN_OPTION", message: "pncdInd is Y but the option catalogue has no Protected NCD option." });
    } else {
      taken.push({ definition, level, reason: "pncdInd" });
    }
  }
  return { taken, issues };
}

function describe(option: TakenOption): string {
  const level = option.level.level === "" ? "" : ` at level ${option.level.level}`;
  const why = option.reason === "pncdInd" ? " (the member's pncdInd is Y, so it is rated as if the category took it)" : "";
  return `Option ${option.definition.name}${level}${why}`;
}

function optionLine(option: TakenOption, waived: boolean, before: Decimal, after: Decimal): MemberLine {
  const value = option.level.value.toFixed();
  const key = option.level.level === "" ? option.definition.name : `${option.definition.name} ${option.level.level}`;
  const common = { ...fromTable(option.level.source), key, before: before.toFixed(), after: after.toFixed() };
  if (option.definition.pricing === "factor") {
    return {
      description: waived ? `${describe(option)}: waived by the freeOption incentive, × 1 instead of × ${value}.` : `${describe(option)}: × ${value}.`,
      ...common,
      factor: waived ? "1" : value,
    };
  }
  return {
    description: waived ? `${describe(option)}: waived by the freeOption incentive, + 0 instead of + ${value}.` : `${describe(option)}: + ${value} a year.`,
    ...common,
    amount: waived ? "0" : value,
  };
}

/**
 * Step 4.4: × each factor of the options the member is rated for, then + each annual amount
 * (options priced as an amount). An option waived by the `freeOption` incentive stays on cover
 * but contributes factor 1 or amount 0. One worksheet line per option; one line saying so when
 * there is none.
 *
 * @example
 * options.apply(policy, context); // Excess 500 and Dental: premium × 0.85 + 60
 */
export const options: RatingStep = Object.freeze<RatingStep>({
  name: "options",
  apply(policy, context) {
    const waivedOption = findWaivedOption(context.request, context.tables.options);
    return mapPricedMembers(policy, context, "options", (rating) => {
      const { taken, issues } = optionsRatedFor(rating.category, rating.member, context.tables);
      if (issues.length > 0) return { issues };
      let premium: Decimal = rating.premium;
      const applied: { option: TakenOption; waived: boolean; before: Decimal; after: Decimal }[] = [];
      const ordered = [
        ...taken.filter((option) => option.definition.pricing === "factor"),
        ...taken.filter((option) => option.definition.pricing === "amount"),
      ];
      for (const option of ordered) {
        const waived = option.definition.id === waivedOption?.id;
        const before = premium;
        if (!waived) premium = option.definition.pricing === "factor" ? timesFactor(premium, option.level.value) : premium.plus(option.level.value);
        applied.push({ option, waived, before, after: premium });
      }
      const after = premium;
      const lines = (): MemberLine[] =>
        applied.length === 0
          ? [{ description: "No options taken.", factor: "1", before: after.toFixed(), after: after.toFixed() }]
          : applied.map(({ option, waived, before, after: optionAfter }) => optionLine(option, waived, before, optionAfter));
      return { rating: withPremium(rating, premium), lines };
    });
  },
});
