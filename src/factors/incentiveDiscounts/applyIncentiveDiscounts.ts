import { Decimal } from "../../decimal/decimal.js";
import type { Discount } from "./incentiveDiscountsOf.js";

// A decimal rather than the literal 1: big.js parses a number operand from its text on every call.
const ONE = new Decimal(1);

/** One discount as applied to a premium: the premium before and after it. */
export interface AppliedDiscount {
  readonly discount: Discount;
  readonly before: Decimal;
  readonly after: Decimal;
}

/**
 * Step 4.9's arithmetic: each discount in order, premium × multiply ÷ divide. Shared by the
 * incentive discounts step and the fused pass of the default steps.
 *
 * @example
 * applyIncentiveDiscounts(new Decimal(120), incentiveDiscountsOf(request).discounts).premium.toFixed(); // "110" with 1 month free
 */
export function applyIncentiveDiscounts(premium: Decimal, discounts: readonly Discount[]): { premium: Decimal; applied: AppliedDiscount[] } {
  const applied: AppliedDiscount[] = [];
  let after = premium;
  for (const discount of discounts) {
    const before = after;
    // Dividing only when there is a divisor keeps a product exact beyond the 40 places a division keeps.
    if (!discount.divide.eq(ONE)) after = after.times(discount.multiply).div(discount.divide);
    else if (!discount.multiply.eq(ONE)) after = after.times(discount.multiply);
    applied.push({ discount, before, after });
  }
  return { premium: after, applied };
}
