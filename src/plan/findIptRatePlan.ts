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
  const rates = plan.iptRates;
  // Indexed: for-of over the frozen plan would allocate an iterator result per rate (Node 20's V8).
  for (let index = 0; index < rates.length; index++) {
    const rate = rates[index]!;
    if (rate.rate.effectiveFrom <= isoDate) inForce = rate;
    else break;
  }
  return inForce;
}
