import type { Decimal } from "../../decimal.js";
import type { RenewalLimits } from "../../tables/types.js";
import { fractionOfPercent } from "./fractionOfPercent.js";

/** The multipliers of the previous net premium that give step 4.10's floor and ceiling. */
export interface RenewalMultipliers {
  /** 1 + collarPercent / 100. */
  readonly floor: Decimal;
  /** 1 + capPercent / 100. */
  readonly ceiling: Decimal;
}

const remembered = new WeakMap<RenewalLimits, RenewalMultipliers>();

/**
 * `1 + collarPercent / 100` and `1 + capPercent / 100` of a tables version's renewal limits,
 * worked out once per limits object. Why: they depend on the tables alone, and every renewal
 * member of every quote needs them (three big.js operations each, per member, before). The
 * tables are immutable and big.js values are never changed in place (frozen here all the
 * same), so the remembered multipliers are the values `fractionOfPercent(...).plus(1)` gives.
 *
 * @example
 * renewalMultipliersOf(tables.renewal).ceiling.toFixed(); // "1.25" with a cap of 25 %
 */
export function renewalMultipliersOf(renewal: RenewalLimits): RenewalMultipliers {
  let multipliers = remembered.get(renewal);
  if (multipliers === undefined) {
    multipliers = Object.freeze({
      floor: Object.freeze(fractionOfPercent(renewal.collarPercent).plus(1)),
      ceiling: Object.freeze(fractionOfPercent(renewal.capPercent).plus(1)),
    });
    remembered.set(renewal, multipliers);
  }
  return multipliers;
}
