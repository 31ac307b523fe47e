import type { Decimal } from "../decimal/decimal.js";
import { roundToPennies } from "../engine/roundDecimal.js";
import type { RoundingMode } from "../tables/types.js";

/**
 * The part of an annual amount due for `days` of a policy year of `daysInYear` days:
 * annual × days ÷ daysInYear, kept exact until it is rounded once to pennies with the tables'
 * rounding mode. A full year gives the annual amount itself.
 *
 * @example
 * proRataShare(new Decimal("647.28"), 31, 365, "half-up").toFixed(2); // "54.97" (647.28 × 31/365 = 54.9744…)
 */
export function proRataShare(annual: Decimal, days: number, daysInYear: number, mode: RoundingMode): Decimal {
  if (days === daysInYear) return annual;
  return roundToPennies(annual.times(days).div(daysInYear), mode);
}
