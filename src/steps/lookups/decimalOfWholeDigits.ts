import { Decimal } from "../../decimal.js";

const ZERO = new Decimal(0);

/**
 * The decimal `sign × digits × 10^lastExponent`, for `digits` the text of a whole number
 * above zero (no sign, no leading zero), built as big.js builds its own results: the digits
 * without trailing zeros in `c`, the exponent of the first digit in `e`, the sign in `s`, on
 * an object made by the constructor. Why: writing `${digits}e${lastExponent}` and having
 * big.js parse it (a regular expression, then the same digits) costs more than the
 * arithmetic that gave the digits. Shared by `quotientOf` and `timesExactly`, whose property
 * tests compare every part of their results with big.js' `div` and `times`.
 *
 * @example
 * decimalOfWholeDigits("12500", -4, -1).toFixed(); // "-1.25"
 */
export function decimalOfWholeDigits(digits: string, lastExponent: number, sign: number): Decimal {
  let end = digits.length;
  while (end > 1 && digits.charCodeAt(end - 1) === 48) end--;
  const coefficient = new Array<number>(end);
  for (let index = 0; index < end; index++) coefficient[index] = digits.charCodeAt(index) - 48;
  // A copy of a constant, so that the object has the shape of big.js' own results.
  const result = new Decimal(ZERO);
  result.s = sign;
  result.e = digits.length - 1 + lastExponent;
  result.c = coefficient;
  return result;
}
