import type { Decimal } from "../../decimal/decimal.js";
import type { AppliedOption } from "./applyOptions.js";
import type { TakenOption } from "./optionsRatedFor.js";
import type { WorksheetLine } from "../../model/response.js";

const toFixed = (value: Decimal): string => value.toFixed();

function describe(option: TakenOption): string {
  const level = option.level.level === "" ? "" : ` at level ${option.level.level}`;
  const why = option.reason === "pncdInd" ? " (the member's pncdInd is Y, so it is rated as if the category took it)" : "";
  return `Option ${option.definition.name}${level}${why}`;
}

function optionLine(memberPointer: string, { option, waived, before, after }: AppliedOption, text: (value: Decimal) => string): WorksheetLine {
  const value = option.level.value.toFixed();
  const key = option.level.level === "" ? option.definition.name : `${option.definition.name} ${option.level.level}`;
  const { file, row } = option.level.source;
  // Written out in the worksheet's key order rather than spread: this runs for every option of every member.
  if (option.definition.pricing === "factor") {
    return {
      member: memberPointer,
      step: "options",
      description: waived ? `${describe(option)}: waived by the freeOption incentive, × 1 instead of × ${value}.` : `${describe(option)}: × ${value}.`,
      table: file,
      row,
      key,
      before: text(before),
      after: text(after),
      factor: waived ? "1" : value,
    };
  }
  return {
    member: memberPointer,
    step: "options",
    description: waived ? `${describe(option)}: waived by the freeOption incentive, + 0 instead of + ${value}.` : `${describe(option)}: + ${value} a year.`,
    table: file,
    row,
    key,
    before: text(before),
    after: text(after),
    amount: waived ? "0" : value,
  };
}

/**
 * The options step's lines: one per option applied, or one saying there is none. Shared by the
 * step and the fused pass of the default steps. `text` writes a decimal (default `toFixed()`;
 * the fused pass remembers the texts of the premiums it has written).
 *
 * @example
 * optionsLines(member.pointer, [], premium)[0]?.description; // "No options taken."
 */
export function optionsLines(memberPointer: string, applied: readonly AppliedOption[], after: Decimal, text: (value: Decimal) => string = toFixed): WorksheetLine[] {
  if (applied.length > 0) return applied.map((option) => optionLine(memberPointer, option, text));
  const afterText = text(after);
  return [{ member: memberPointer, step: "options", description: "No options taken.", factor: "1", before: afterText, after: afterText }];
}
