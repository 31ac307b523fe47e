import type { Decimal } from "../decimal.js";

/** 2^53: below it every whole number is a double exactly. */
const LARGEST_EXACT_WHOLE = 2n ** 53n;

/**
 * A money amount as a JSON number rounded to pennies (half up): exactly
 * `amount.round(2).toNumber()`, without writing and reading its text in the usual case. A whole
 * number of pennies (or tenths, or pounds) below 2^53 divided by 100 (or 10, or 1) is the double
 * nearest the amount, since both operands are exact and a division rounds correctly: the very
 * double `Number()` reads from the decimal text.
 *
 * @example
 * moneyAsNumber(new Decimal("612.35")); // 612.35
 * moneyAsNumber(new Decimal("612.345")); // 612.35
 */
export function moneyAsNumber(amount: Decimal): number {
  const rounded = amount.round(2);
  const { unscaled, scale } = rounded;
  if (scale < 0 || unscaled >= LARGEST_EXACT_WHOLE || unscaled <= -LARGEST_EXACT_WHOLE) return rounded.toNumber();
  return Number(unscaled) / (scale === 0 ? 1 : scale === 1 ? 10 : 100);
}
