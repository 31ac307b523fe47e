import type { Decimal } from "../../decimal.js";
import type { OptionDefinition } from "../../tables/types.js";
import type { TakenOption } from "./optionsRatedFor.js";
import { timesFactor } from "./timesFactor.js";

/** One option as applied to a premium: the premium before and after it. */
export interface AppliedOption {
  readonly option: TakenOption;
  readonly waived: boolean;
  readonly before: Decimal;
  readonly after: Decimal;
}

/**
 * Step 4.4's arithmetic: × each factor of the options taken, then + each annual amount; an
 * option waived by `freeOption` contributes nothing. Shared by the options step and the fused
 * pass of the default steps.
 *
 * @example
 * applyOptions(new Decimal(100), taken, undefined).premium.toFixed(); // "145" (× 0.85, + 60)
 */
export function applyOptions(
  premium: Decimal,
  taken: readonly TakenOption[],
  waivedOption: OptionDefinition | undefined,
): { premium: Decimal; applied: AppliedOption[] } {
  const applied: AppliedOption[] = [];
  const ordered = [...taken.filter((option) => option.definition.pricing === "factor"), ...taken.filter((option) => option.definition.pricing === "amount")];
  let after = premium;
  for (const option of ordered) {
    const waived = option.definition.id === waivedOption?.id;
    const before = after;
    if (!waived) after = option.definition.pricing === "factor" ? timesFactor(after, option.level.value) : after.plus(option.level.value);
    applied.push({ option, waived, before, after });
  }
  return { premium: after, applied };
}
