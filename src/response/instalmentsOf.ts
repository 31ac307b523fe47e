import { Decimal, powerOfTen } from "../decimal/decimal.js";

/** One instalment plan in exact pennies. */
export interface InstalmentSplit {
  readonly first: Decimal;
  readonly regular: Decimal;
}

/**
 * Splits an annual amount into n instalments (docs/rating-model.md section 7): the regular
 * instalment is annual ÷ n rounded down to pennies; the first takes the remainder,
 * annual − (n − 1) × regular, so that the instalments add up to the annual amount exactly.
 *
 * @example
 * const { first, regular } = instalmentsOf(new Decimal("1000"), 12);
 * [first.toFixed(2), regular.toFixed(2)]; // ["83.37", "83.33"]
 */
export function instalmentsOf(annual: Decimal, numberOfInstalments: number): InstalmentSplit {
  if (numberOfInstalments === 1) return { first: annual, regular: annual };
  // In units of 10^−places, places being at least pennies (more when the amount has more):
  // regular = annual ÷ n truncated toward zero to pennies, which is `quotientTo(n, 2, roundDown)`,
  // and first = annual − (n − 1) × regular, exact. Worked on the bigints at once: two decimals
  // built per split instead of six (this runs for the net and gross of every member and policy).
  const places = annual.scale > 2 ? annual.scale : 2;
  const units = annual.unscaled * powerOfTen(places - annual.scale);
  const penny = powerOfTen(places - 2);
  const count = BigInt(numberOfInstalments);
  const regularPennies = units / (count * penny);
  const first = units - regularPennies * (count - 1n) * penny;
  return { first: new Decimal(first, places), regular: new Decimal(regularPennies, 2) };
}
