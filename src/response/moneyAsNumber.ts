import type { Decimal } from "../decimal/decimal.js";

/**
 * A money amount as a JSON number rounded to pennies (half up): `amount.round(2).toNumber()`,
 * the double nearest the rounded amount (`toNumber` reads it without writing the text).
 *
 * @example
 * moneyAsNumber(new Decimal("612.35")); // 612.35
 * moneyAsNumber(new Decimal("612.345")); // 612.35
 */
export function moneyAsNumber(amount: Decimal): number {
  return amount.round(2).toNumber();
}
