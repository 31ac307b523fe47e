import { Decimal } from "../../decimal.js";
import { decimalOfWholeDigits } from "./decimalOfWholeDigits.js";

const TEN = 10n;
/** Powers of ten by exponent, made once: every division scales by one. */
const powersOfTen: bigint[] = [];

function powerOfTen(exponent: number): bigint {
  let power = powersOfTen[exponent];
  if (power === undefined) {
    power = TEN ** BigInt(exponent);
    if (exponent < 400) powersOfTen[exponent] = power;
  }
  return power;
}

/** Up to 15 digits fit a double exactly: read as a number, without joining them into text. */
const EXACT_DIGITS = 15;

/** The digits of a decimal (big.js' `c`) as a whole number. */
function digitsAsBigInt(digits: readonly number[]): bigint {
  if (digits.length > EXACT_DIGITS) return BigInt(digits.join(""));
  let whole = 0;
  for (const digit of digits) whole = whole * 10 + digit;
  return BigInt(whole);
}

/**
 * `dividend.div(divisor)`: the quotient rounded to `Decimal.DP` places with `Decimal.RM`
 * (half-up), the same value, worked out with native `BigInt` division instead of big.js' long
 * division in JavaScript arrays, which costs several microseconds with a 40-digit premium as
 * divisor (the capping factor of every capped or collared renewal). Zero operands take big.js'
 * own path (zero quotient, or its division-by-zero error).
 *
 * @example
 * quotientOf(new Decimal(1250), new Decimal(1300)).toFixed(6); // "0.961538"
 */
export function quotientOf(dividend: Decimal, divisor: Decimal): Decimal {
  if (dividend.c[0] === 0 || divisor.c[0] === 0 || Decimal.RM !== 1) return dividend.div(divisor);
  const places = Decimal.DP;
  const dividendDigits = digitsAsBigInt(dividend.c);
  const divisorDigits = digitsAsBigInt(divisor.c);
  // The powers of ten that scale the digits: value = digits × 10^(e − (number of digits − 1)).
  const dividendExponent = dividend.e - (dividend.c.length - 1);
  const divisorExponent = divisor.e - (divisor.c.length - 1);
  // dividend / divisor × 10^places = dividendDigits / divisorDigits × 10^shift.
  const shift = dividendExponent - divisorExponent + places;
  const numerator = shift >= 0 ? dividendDigits * powerOfTen(shift) : dividendDigits;
  const denominator = shift >= 0 ? divisorDigits : divisorDigits * powerOfTen(-shift);
  let quotient = numerator / denominator;
  // Half-up: away from zero when the remainder is at least half the divisor.
  if ((numerator % denominator) * 2n >= denominator) quotient += 1n;
  if (quotient > 0n) return decimalOfWholeDigits(quotient.toString(), -places, dividend.s === divisor.s ? 1 : -1);
  // A quotient that rounds to zero keeps its sign, as big.js' parse of "-0e-40" does.
  const sign = dividend.s === divisor.s ? "" : "-";
  return new Decimal(`${sign}${quotient.toString()}e-${places}`);
}
