import type { Decimal } from "../decimal.js";
import type { Issue } from "../model/issue.js";
import type { NormalizedCategory, NormalizedMember } from "../model/normalized.js";
import type { OptionDefinition, TablesVersion } from "../tables/types.js";
import { findOptionDefinition } from "./lookups/findOptionDefinition.js";
import { findOptionLevel, type OptionLevel } from "./lookups/findOptionLevel.js";
import { findWaivedOption } from "./lookups/findWaivedOption.js";
import { fromTable, mapPricedMembers, type MemberLine } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

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
    const waived = findWaivedOption(context.request, context.tables.options);
    return mapPricedMembers(policy, "options", (rating) => {
      const { taken, issues } = optionsRatedFor(rating.category, rating.member, context.tables);
      if (issues.length > 0) return { issues };
      let premium: Decimal = rating.premium;
      const lines: MemberLine[] = [];
      const ordered = [
        ...taken.filter((option) => option.definition.pricing === "factor"),
        ...taken.filter((option) => option.definition.pricing === "amount"),
      ];
      for (const option of ordered) {
        const isWaived = option.definition === waived;
        const before = premium;
        const key = option.level.level === "" ? option.definition.name : `${option.definition.name} ${option.level.level}`;
        if (option.definition.pricing === "factor") {
          premium = isWaived ? premium : premium.times(option.level.value);
          lines.push({
            description: isWaived
              ? `${describe(option)}: waived by the freeOption incentive, × 1 instead of × ${option.level.value.toFixed()}.`
              : `${describe(option)}: × ${option.level.value.toFixed()}.`,
            ...fromTable(option.level.source),
            key,
            factor: isWaived ? "1" : option.level.value.toFixed(),
            before: before.toFixed(),
            after: premium.toFixed(),
          });
        } else {
          premium = isWaived ? premium : premium.plus(option.level.value);
          lines.push({
            description: isWaived
              ? `${describe(option)}: waived by the freeOption incentive, + 0 instead of + ${option.level.value.toFixed()}.`
              : `${describe(option)}: + ${option.level.value.toFixed()} a year.`,
            ...fromTable(option.level.source),
            key,
            amount: isWaived ? "0" : option.level.value.toFixed(),
            before: before.toFixed(),
            after: premium.toFixed(),
          });
        }
      }
      if (lines.length === 0) {
        lines.push({ description: "No options taken.", factor: "1", before: premium.toFixed(), after: premium.toFixed() });
      }
      return { rating: { ...rating, premium }, lines };
    });
  },
});
