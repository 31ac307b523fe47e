import { decimalOf } from "pmi-rating/toolkit";
import { roundToPennies } from "pmi-rating/toolkit";
import type { RoundingMode } from "pmi-rating";

/**
 * The minimum premium as a quote charges it: rounded to pennies with the version's own
 * rounding mode (600.125 is £600.12 with half-even tables, £600.13 with half-up), since the
 * engine raises a premium to the exact table figure and then rounds it with that mode.
 *
 * @example
 * chargedMinimumPremium("600.125", "half-even"); // "600.12"
 */
export function chargedMinimumPremium(exact: string, roundingMode: RoundingMode): string {
  return roundToPennies(decimalOf(exact), roundingMode).toFixed(2);
}
