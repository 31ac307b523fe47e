import type { Decimal } from "../decimal.js";

/**
 * A money amount as a JSON number rounded to pennies: exactly `amount.round(2).toNumber()`
 * (half-up), which big.js computes by copying the value and parsing its decimal string; the
 * response converts every member's amounts and instalments this way, so the common case is
 * worked out directly. An amount of at most two decimal places and 15 digits is a whole
 * number of pennies held exactly by a double, and `pennies / 100` is then the double nearest
 * the amount, the very one `Number()` reads from its decimal text (both round correctly).
 * Anything else takes big.js' path.
 *
 * @example
 * moneyAsNumber(new Decimal("612.35")); // 612.35
 * moneyAsNumber(new Decimal("612.345")); // 612.35
 */
export function moneyAsNumber(amount: Decimal): number {
  const digits = amount.c;
  // Powers of ten that turn the amount into pennies: 2 less its decimal places.
  const scale = 2 - (digits.length - amount.e - 1);
  if (scale < 0 || digits.length + scale > 15) return amount.round(2).toNumber();
  let pennies = 0;
  for (const digit of digits) pennies = pennies * 10 + digit;
  for (let power = 0; power < scale; power++) pennies *= 10;
  // The sign multiplies a zero too, so that -0 stays -0 as toNumber() gives it.
  return (amount.s * pennies) / 100;
}
