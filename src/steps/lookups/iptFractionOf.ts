import type { Decimal } from "../../decimal.js";
import type { IptRate } from "../../tables/types.js";
import { fractionOfPercent } from "./fractionOfPercent.js";

const fractions = new WeakMap<IptRate, Decimal>();

/**
 * An IPT rate as a fraction (12 % is 0.12), remembered for each rate of the tables: every quote
 * on the same tax date multiplies by the same fraction. Shared by the IPT step and the fused
 * pass of the default steps.
 *
 * @example
 * iptFractionOf(rate).toFixed(); // "0.12"
 */
export function iptFractionOf(rate: IptRate): Decimal {
  let fraction = fractions.get(rate);
  if (fraction === undefined) {
    fraction = Object.freeze(fractionOfPercent(rate.ratePercent));
    fractions.set(rate, fraction);
  }
  return fraction;
}
