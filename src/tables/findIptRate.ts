import type { IptRate, IptTable } from "./types.js";

/**
 * Returns the Insurance Premium Tax rate in force on a date: the row with the latest
 * `effectiveFrom` on or before it, or `undefined` before the first row (the caller reports
 * `TAX_DATE_OUT_OF_RANGE`).
 *
 * @example
 * findIptRate(tables.ipt, "2016-09-30")?.ratePercent.toString(); // "9.5"
 */
export function findIptRate(ipt: IptTable, isoDate: string): IptRate | undefined {
  let inForce: IptRate | undefined;
  const { rates } = ipt;
  // Indexed: for-of over the frozen table would allocate an iterator result per row (Node 20's V8).
  for (let index = 0; index < rates.length; index++) {
    const rate = rates[index]!;
    if (rate.effectiveFrom <= isoDate) inForce = rate;
    else break;
  }
  return inForce;
}
