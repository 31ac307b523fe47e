import type { Decimal } from "../../decimal.js";
import { decimalOfWholeDigits } from "./decimalOfWholeDigits.js";

/** Up to 15 digits fit a double exactly. */
const EXACT_DIGITS = 15;

/** The digits of a decimal (big.js' `c`, at most 15) as a whole number. */
function wholeOfDigits(digits: readonly number[]): number {
  let whole = 0;
  for (const digit of digits) whole = whole * 10 + digit;
  return whole;
}

/**
 * `value.times(factor)`, the same exact product, worked out with one multiplication of
 * doubles when both have at most 15 digits and the product of their digits is below 2^53
 * (the premiums and factors of a quote: a base rate times a few two- to four-digit factors).
 * Why: big.js multiplies digit by digit in arrays and copies its operand first, several
 * hundred nanoseconds for each of a member's multiplications. Exact: whole numbers below
 * 2^53 multiply exactly in doubles, and a product of 2^53 or more cannot round to a safe
 * integer, so `Number.isSafeInteger` tells the two apart; the digits, exponent and sign are
 * then big.js' (`decimalOfWholeDigits`). Anything else (zeros, long operands, a large
 * product) is big.js' own `times`. Property-tested against `times` on every part.
 *
 * @example
 * timesExactly(new Decimal("554.49576"), new Decimal("1.06")).toFixed(); // "587.7655056"
 */
export function timesExactly(value: Decimal, factor: Decimal): Decimal {
  const valueDigits = value.c;
  const factorDigits = factor.c;
  if (valueDigits.length > EXACT_DIGITS || factorDigits.length > EXACT_DIGITS || valueDigits[0] === 0 || factorDigits[0] === 0) return value.times(factor);
  const product = wholeOfDigits(valueDigits) * wholeOfDigits(factorDigits);
  if (!Number.isSafeInteger(product)) return value.times(factor);
  // The power of ten of each operand's last digit; their sum is the product's.
  const lastExponent = value.e - (valueDigits.length - 1) + (factor.e - (factorDigits.length - 1));
  // A safe integer prints as its plain digits (exponent notation starts at 10^21).
  return decimalOfWholeDigits(String(product), lastExponent, value.s === factor.s ? 1 : -1);
}
