import type { IptRate, IptTable } from "./types.js";
import { entryInForceOn } from "./entryInForceOn.js";

/**
 * Returns the Insurance Premium Tax rate in force on a date: the row with the latest
 * `effectiveFrom` on or before it, or `undefined` before the first row (the caller reports
 * `TAX_DATE_OUT_OF_RANGE`).
 *
 * @example
 * findIptRate(tables.ipt, "2016-09-30")?.ratePercent.toString(); // "9.5"
 */
export function findIptRate(ipt: IptTable, isoDate: string): IptRate | undefined {
  return entryInForceOn(ipt.rates, isoDate, (rate) => rate.effectiveFrom);
}
