import type { Decimal } from "../../decimal/decimal.js";
import type { OptionDefinition } from "../../tables/types.js";
import type { TakenOption } from "./optionsRatedFor.js";

/**
 * What the options a member is rated for do to the premium, as `applyOptions` applies them:
 * the factors to multiply by (factor options, in order) and then the annual amounts to add
 * (amount options, in order), an option waived by `freeOption` contributing neither. For the
 * fused pass of the default steps when no worksheet is wanted, which multiplies by the
 * factors' product at once; its differential test pins it to `applyOptions`.
 *
 * @example
 * optionTerms(taken, undefined); // { factors: [0.85], amounts: [60] }
 */
export function optionTerms(taken: readonly TakenOption[], waivedOption: OptionDefinition | undefined): { factors: Decimal[]; amounts: Decimal[] } {
  const factors: Decimal[] = [];
  const amounts: Decimal[] = [];
  for (const option of taken) {
    if (option.definition.id === waivedOption?.id) continue;
    if (option.definition.pricing === "factor") factors.push(option.level.value);
    else amounts.push(option.level.value);
  }
  return { factors, amounts };
}
