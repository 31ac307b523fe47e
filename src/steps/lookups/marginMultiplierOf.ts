import { Decimal } from "../../decimal.js";
import { fractionOfPercent } from "./fractionOfPercent.js";

const ONE = new Decimal(1);
const multipliers = new WeakMap<Decimal, Decimal>();

/**
 * `1 − percent / 100` of a tables percentage (Price Beater's margin under the competitor's
 * price), worked out once per decimal of the tables. Why: every quote that asks for a match
 * needs it, and the tables' decimals are immutable, so the remembered value is the value
 * `ONE.minus(fractionOfPercent(percent))` gives (frozen all the same).
 *
 * @example
 * marginMultiplierOf(new Decimal(5)).toFixed(); // "0.95"
 */
export function marginMultiplierOf(percent: Decimal): Decimal {
  let multiplier = multipliers.get(percent);
  if (multiplier === undefined) {
    multiplier = Object.freeze(ONE.minus(fractionOfPercent(percent)));
    multipliers.set(percent, multiplier);
  }
  return multiplier;
}
