import type { Decimal } from "../../decimal/decimal.js";
import type { OptionDefinition } from "../../tables/types.js";
import type { TakenOption } from "./optionsRatedFor.js";
import { timesFactor } from "../shared/timesFactor.js";

const PRICING_ORDER: readonly OptionDefinition["pricing"][] = Object.freeze(["factor", "amount"]);

/** One option as applied to a premium: the premium before and after it. */
export interface AppliedOption {
  readonly option: TakenOption;
  readonly waived: boolean;
  readonly before: Decimal;
  readonly after: Decimal;
}

/**
 * Step 4.4's arithmetic: the premium × each factor of the options taken, then + each annual
 * amount; an option waived by `freeOption` contributes nothing. Each option as applied is
 * pushed on `applied` when given (for the worksheet); without it nothing is recorded.
 *
 * @example
 * applyOptions(new Decimal(100), taken, undefined, undefined).toFixed(); // "145" (× 0.85, + 60)
 */
export function applyOptions(premium: Decimal, taken: readonly TakenOption[], waivedOption: OptionDefinition | undefined, applied: AppliedOption[] | undefined): Decimal {
  let after = premium;
  // Factors first, then amounts, each in request order: two passes over the options rather
  // than two filtered copies of them, for every member of every quote.
  // The orders indexed: for-of over the frozen list would allocate an iterator result per pass (Node 20's V8).
  for (let pass = 0; pass < PRICING_ORDER.length; pass++) {
    const pricing = PRICING_ORDER[pass]!;
    for (const option of taken) {
      if (option.definition.pricing !== pricing) continue;
      const waived = option.definition.id === waivedOption?.id;
      const before = after;
      if (!waived) after = pricing === "factor" ? timesFactor(after, option.level.value) : after.plus(option.level.value);
      applied?.push({ option, waived, before, after });
    }
  }
  return after;
}
