import type { IptRatePlan, RatingPlan } from "./types.js";

/**
 * The plan's IPT rate in force on `isoDate` (the latest whose `effectiveFrom` is on or before
 * it), or `undefined` before the first rate.
 *
 * @example
 * findIptRatePlan(plan, "2026-03-01")?.fraction.toFixed(); // "0.12"
 */
export function findIptRatePlan(plan: RatingPlan, isoDate: string): IptRatePlan | undefined {
  let inForce: IptRatePlan | undefined;
  for (const rate of plan.iptRates) {
    if (rate.rate.effectiveFrom <= isoDate) inForce = rate;
    else break;
  }
  return inForce;
}
