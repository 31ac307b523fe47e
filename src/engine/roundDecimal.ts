import { Decimal } from "../decimal/decimal.js";
import type { RoundingMode } from "../tables/types.js";

const BIG_ROUNDING: Record<Exclude<RoundingMode, "half-down">, 0 | 1 | 2 | 3> = {
  down: 0,
  "half-up": 1,
  "half-even": 2,
  up: 3,
};

/**
 * Rounds to `places` decimal places with one of the tables' rounding modes. Modes act on the
 * magnitude ("down" is toward zero), as big.js does. big.js has no half-down, so it is
 * worked here: half-up unless the discarded part is exactly one half.
 *
 * @example
 * roundDecimal(new Decimal("2.675"), 2, "half-up").toFixed(); // "2.68"
 * roundDecimal(new Decimal("2.675"), 2, "half-down").toFixed(); // "2.67"
 * roundDecimal(new Decimal("2.665"), 2, "half-even").toFixed(); // "2.66"
 */
export function roundDecimal(value: Decimal, places: number, mode: RoundingMode): Decimal {
  if (mode !== "half-down") return value.round(places, BIG_ROUNDING[mode]);
  const truncated = value.round(places, 0);
  const discarded = value.minus(truncated).abs();
  const half = new Decimal(5).times(new Decimal(10).pow(-(places + 1)));
  return discarded.eq(half) ? truncated : value.round(places, 1);
}

/**
 * Rounds an amount to pennies.
 *
 * @example
 * roundToPennies(new Decimal("10.005"), "half-up").toFixed(2); // "10.01"
 */
export function roundToPennies(value: Decimal, mode: RoundingMode): Decimal {
  return roundDecimal(value, 2, mode);
}

/**
 * `value × factor` rounded to `places` decimal places with one of the tables' rounding modes:
 * the value of `roundDecimal(value.times(factor), places, mode)`. The exact product is not built
 * as a decimal first (`Decimal.timesRoundedTo`), except in half-down, which big.js' modes do not
 * have and `roundDecimal` works from the product.
 *
 * @example
 * roundedProduct(new Decimal("612.35"), new Decimal("0.12"), 2, "half-up").toFixed(2); // "73.48"
 */
export function roundedProduct(value: Decimal, factor: Decimal, places: number, mode: RoundingMode): Decimal {
  return mode === "half-down" ? roundDecimal(value.times(factor), places, mode) : value.timesRoundedTo(factor, places, BIG_ROUNDING[mode]);
}
