import type { Decimal } from "../decimal.js";

/** One instalment plan in exact pennies. */
export interface InstalmentSplit {
  readonly first: Decimal;
  readonly regular: Decimal;
}

/**
 * Splits an annual amount into n instalments (rating-model.md section 7): the regular
 * instalment is annual ÷ n rounded down to pennies; the first takes the remainder,
 * annual − (n − 1) × regular, so that the instalments add up to the annual amount exactly.
 *
 * @example
 * const { first, regular } = instalmentsOf(new Decimal("1000"), 12);
 * [first.toFixed(2), regular.toFixed(2)]; // ["83.37", "83.33"]
 */
export function instalmentsOf(annual: Decimal, numberOfInstalments: number): InstalmentSplit {
  const regular = annual.div(numberOfInstalments).round(2, 0);
  const first = annual.minus(regular.times(numberOfInstalments - 1));
  return { first, regular };
}
