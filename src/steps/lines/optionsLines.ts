import type { Decimal } from "../../decimal.js";
import type { AppliedOption } from "../lookups/applyOptions.js";
import type { TakenOption } from "../lookups/optionsRatedFor.js";
import { fromTable, type MemberLine } from "../mapPricedMembers.js";

function describe(option: TakenOption): string {
  const level = option.level.level === "" ? "" : ` at level ${option.level.level}`;
  const why = option.reason === "pncdInd" ? " (the member's pncdInd is Y, so it is rated as if the category took it)" : "";
  return `Option ${option.definition.name}${level}${why}`;
}

function optionLine({ option, waived, before, after }: AppliedOption): MemberLine {
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
 * The options step's lines: one per option applied, or one saying there is none. Shared by the
 * step and the fused pass of the default steps.
 *
 * @example
 * optionsLines([], premium)[0]?.description; // "No options taken."
 */
export function optionsLines(applied: readonly AppliedOption[], after: Decimal): MemberLine[] {
  if (applied.length > 0) return applied.map(optionLine);
  const text = after.toFixed();
  return [{ description: "No options taken.", factor: "1", before: text, after: text }];
}
