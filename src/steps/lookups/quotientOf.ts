import { Decimal } from "../../decimal.js";

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

/** The digits of a decimal as a whole number, and the power of ten that scales them. */
function scaledInteger(value: Decimal): { readonly digits: bigint; readonly exponent: number } {
  return { digits: BigInt(value.c.join("")), exponent: value.e - (value.c.length - 1) };
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
  const a = scaledInteger(dividend);
  const b = scaledInteger(divisor);
  // dividend / divisor × 10^places = a.digits / b.digits × 10^shift.
  const shift = a.exponent - b.exponent + places;
  const numerator = shift >= 0 ? a.digits * powerOfTen(shift) : a.digits;
  const denominator = shift >= 0 ? b.digits : b.digits * powerOfTen(-shift);
  let quotient = numerator / denominator;
  // Half-up: away from zero when the remainder is at least half the divisor.
  if ((numerator % denominator) * 2n >= denominator) quotient += 1n;
  const sign = dividend.s === divisor.s ? "" : "-";
  return new Decimal(`${sign}${quotient.toString()}e-${places}`);
}
