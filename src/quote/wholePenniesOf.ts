import type { Decimal } from "../decimal.js";

/**
 * The amount as a whole number of pennies held exactly by a JavaScript number, or undefined
 * when it is not one: more than two decimal places, or more than 15 digits. Lets the response
 * work on amounts already rounded to pennies with plain integer arithmetic, which is exact
 * there, instead of big.js' copying and string parsing.
 *
 * @example
 * wholePenniesOf(new Decimal("612.35")); // 61235
 * wholePenniesOf(new Decimal("612.345")); // undefined
 */
export function wholePenniesOf(amount: Decimal): number | undefined {
  const digits = amount.c;
  // Powers of ten that turn the amount into pennies: 2 less its decimal places.
  const scale = 2 - (digits.length - amount.e - 1);
  if (scale < 0 || digits.length + scale > 15) return undefined;
  let pennies = 0;
  for (const digit of digits) pennies = pennies * 10 + digit;
  for (let power = 0; power < scale; power++) pennies *= 10;
  // The sign multiplies a zero too, so that -0 stays -0.
  return amount.s * pennies;
}
