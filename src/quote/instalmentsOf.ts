import Big from "big.js";
import { Decimal } from "../decimal.js";
import { wholePenniesOf } from "./wholePenniesOf.js";

/**
 * A decimal constructor of its own whose divisions stop at pennies, rounding down: exactly the
 * regular instalment's rule, without working 40 places only to drop them (this runs ten times
 * a quote). Isolated like `Decimal`, so no global setting is read or changed.
 */
const PennyDivision = Big();
PennyDivision.DP = 2;
PennyDivision.RM = Big.roundDown;

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
  const regular = regularInstalmentOf(annual, numberOfInstalments);
  const first = annual.minus(regular.times(numberOfInstalments - 1));
  return { first, regular };
}

/**
 * annual ÷ n rounded down to pennies. A positive amount in whole pennies (the response's case)
 * is split with integer arithmetic, exact below 2^53: the pennies less their remainder, ÷ n.
 * Anything else (fractions of a penny, a zero or negative amount, whose zero quotient keeps
 * its sign in big.js) divides in big.js.
 */
function regularInstalmentOf(annual: Decimal, numberOfInstalments: number): Decimal {
  const pennies = wholePenniesOf(annual);
  if (pennies !== undefined && pennies >= numberOfInstalments) {
    const regularPennies = (pennies - (pennies % numberOfInstalments)) / numberOfInstalments;
    // regularPennies ÷ 100, read exactly from its decimal text.
    return new Decimal(`${regularPennies}e-2`);
  }
  return new Decimal(new PennyDivision(annual).div(numberOfInstalments));
}
