import type { Decimal } from "../decimal.js";
import { wholePenniesOf } from "./wholePenniesOf.js";

/**
 * A money amount as a JSON number rounded to pennies: exactly `amount.round(2).toNumber()`
 * (half-up), which big.js computes by copying the value and parsing its decimal string; the
 * response converts every member's amounts and instalments this way, so the common case is
 * worked out directly. An amount that is a whole number of pennies held exactly by a double
 * gives `pennies / 100`, the double nearest the amount, the very one `Number()` reads from its
 * decimal text (both round correctly). Anything else takes big.js' path.
 *
 * @example
 * moneyAsNumber(new Decimal("612.35")); // 612.35
 * moneyAsNumber(new Decimal("612.345")); // 612.35
 */
export function moneyAsNumber(amount: Decimal): number {
  const pennies = wholePenniesOf(amount);
  return pennies === undefined ? amount.round(2).toNumber() : pennies / 100;
}
