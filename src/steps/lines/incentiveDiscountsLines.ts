import type { Decimal } from "../../decimal.js";
import type { AppliedDiscount } from "../lookups/applyIncentiveDiscounts.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * The incentive discounts step's lines: one per discount, or one saying there is none. Shared
 * by the step and the fused pass of the default steps.
 *
 * @example
 * incentiveDiscountsLines([], premium)[0]?.description; // "No incentive discount."
 */
export function incentiveDiscountsLines(applied: readonly AppliedDiscount[], after: Decimal): MemberLine[] {
  if (applied.length === 0) {
    const text = after.toFixed();
    return [{ description: "No incentive discount.", factor: "1", before: text, after: text }];
  }
  return applied.map(({ discount, before, after: stepAfter }) => ({
    description: discount.description,
    key: discount.key,
    factor: discount.multiply.div(discount.divide).toFixed(),
    before: before.toFixed(),
    after: stepAfter.toFixed(),
  }));
}
