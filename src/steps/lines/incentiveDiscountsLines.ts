import type { Decimal } from "../../decimal.js";
import type { AppliedDiscount } from "../lookups/applyIncentiveDiscounts.js";
import type { MemberLine } from "../mapPricedMembers.js";

const toFixed = (value: Decimal): string => value.toFixed();

/**
 * The incentive discounts step's lines: one per discount, or one saying there is none. Shared
 * by the step and the fused pass of the default steps. `text` writes a decimal (default
 * `toFixed()`; the fused pass remembers the texts of the premiums it has written).
 *
 * @example
 * incentiveDiscountsLines([], premium)[0]?.description; // "No incentive discount."
 */
export function incentiveDiscountsLines(applied: readonly AppliedDiscount[], after: Decimal, text: (value: Decimal) => string = toFixed): MemberLine[] {
  if (applied.length === 0) {
    const afterText = text(after);
    return [{ description: "No incentive discount.", factor: "1", before: afterText, after: afterText }];
  }
  return applied.map(({ discount, before, after: stepAfter }) => ({
    description: discount.description,
    key: discount.key,
    factor: discount.multiply.div(discount.divide).toFixed(),
    before: text(before),
    after: text(stepAfter),
  }));
}
