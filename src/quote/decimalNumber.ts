import type { Decimal } from "../decimal.js";

const numbers = new WeakMap<Decimal, number>();

/**
 * `value.toNumber()`, remembered for each decimal object: the response shows the same table
 * values (the IPT rate of every member's tax detail) and the guard reads the same ceiling on
 * every quote, and big.js makes a string to read each time. Decimals are immutable, so the
 * number once read stays right.
 *
 * @example
 * decimalNumber(rate.ratePercent); // 12, read once
 */
export function decimalNumber(value: Decimal): number {
  let number = numbers.get(value);
  if (number === undefined) {
    number = value.toNumber();
    numbers.set(value, number);
  }
  return number;
}
