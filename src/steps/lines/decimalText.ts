import type { Decimal } from "../../decimal.js";

const texts = new WeakMap<Decimal, string>();

/**
 * `value.toFixed()`, remembered for each decimal object: the worksheet writes the same table
 * factors, rates and amounts into the lines of every quote, and big.js builds the text anew
 * each time. Decimals are immutable, so a text once made stays right; a WeakMap lets the
 * decimal and its text go together.
 *
 * @example
 * decimalText(factor.value); // "0.85", built once
 */
export function decimalText(value: Decimal): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = value.toFixed();
    texts.set(value, text);
  }
  return text;
}
