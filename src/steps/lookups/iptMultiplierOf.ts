import type { Decimal } from "../../decimal.js";
import type { IptRate } from "../../tables/types.js";
import { iptFractionOf } from "./iptFractionOf.js";

const multipliers = new WeakMap<IptRate, Decimal>();

/**
 * `1 + ratePercent / 100` of an IPT rate (a net premium times it is the gross), worked out
 * once per rate of the tables. Why: Price Beater divides by it on every quote that asks for a
 * match. Rates and decimals are immutable, so the remembered value is the value
 * `fractionOfPercent(rate.ratePercent).plus(1)` gives (frozen all the same).
 *
 * @example
 * iptMultiplierOf(rate).toFixed(); // "1.12" at 12 %
 */
export function iptMultiplierOf(rate: IptRate): Decimal {
  let multiplier = multipliers.get(rate);
  if (multiplier === undefined) {
    multiplier = Object.freeze(iptFractionOf(rate).plus(1));
    multipliers.set(rate, multiplier);
  }
  return multiplier;
}
