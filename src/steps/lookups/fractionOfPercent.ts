import type { RoundingMode } from "big.js";
import { Decimal } from "../../decimal.js";

const ONE_HUNDREDTH = new Decimal("0.01");

/**
 * A percentage as a fraction: `percent ÷ 100`, the very value `percent.div(100)` gives, at the
 * cost of a multiplication. big.js divides by long division to `Decimal.DP` (40) places, about
 * a microsecond each time, and the steps turn several percentages into factors per quote. The
 * product by 0.01 is exact; it is rounded to `Decimal.DP` places with `Decimal.RM` only when
 * it has more, which is what the division returns (its quotient is correctly rounded).
 *
 * @example
 * fractionOfPercent(new Decimal("12")).toFixed(); // "0.12"
 * fractionOfPercent(new Decimal("-7.5")).toFixed(); // "-0.075"
 */
export function fractionOfPercent(percent: Decimal): Decimal {
  const exact = percent.times(ONE_HUNDREDTH);
  const decimalPlaces = exact.c.length - exact.e - 1;
  return decimalPlaces > Decimal.DP ? exact.round(Decimal.DP, Decimal.RM as RoundingMode) : exact;
}
