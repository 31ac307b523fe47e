import type { IptRatePlan, RatingPlan } from "./types.js";
import { entryInForceOn } from "../tables/entryInForceOn.js";

/** When a planned IPT rate takes effect (the accessor `entryInForceOn` reads). */
export function effectiveFromOfRate(rate: IptRatePlan): string {
  return rate.rate.effectiveFrom;
}

/**
 * The plan's IPT rate in force on `isoDate` (the latest whose `effectiveFrom` is on or before
 * it), or `undefined` before the first rate.
 *
 * @example
 * findIptRatePlan(plan, "2026-03-01")?.fraction.toFixed(); // "0.12"
 */
export function findIptRatePlan(plan: RatingPlan, isoDate: string): IptRatePlan | undefined {
  return entryInForceOn(plan.iptRates, isoDate, effectiveFromOfRate);
}
