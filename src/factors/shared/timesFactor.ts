import type { Decimal } from "../../decimal/decimal.js";

/**
 * `value × factor`, or `value` itself when the factor is exactly 1: the product would be the
 * same value in a new object. Many factors of the tariff are 1 (full
 * medical underwriting, monthly direct debit, no adjustment, no wellness discount), and a
 * member left as it was lets a step leave the policy as it was (see `mapPricedMembers`).
 * Decimals are kept in canonical form, so 1 (whether written "1" or "1.00") is unscaled 1 at
 * scale 0.
 *
 * @example
 * timesFactor(new Decimal("612.345"), new Decimal("1.00")); // the same Decimal object
 * timesFactor(new Decimal("100"), new Decimal("0.92")).toFixed(); // "92"
 */
export function timesFactor(value: Decimal, factor: Decimal): Decimal {
  const isOne = factor.unscaled === 1n && factor.scale === 0;
  return isOne ? value : value.times(factor);
}
