import type { IncentiveBounds } from "../../tables/types.js";

/**
 * The most free months the monthsFree incentive may give: the tables' maximum, and never 12 or
 * more, as a year of free months would price the policy at nothing. Shared by the parameter
 * check and the `eligibleIncentives` look-up.
 *
 * @example
 * monthsFreeMaxMonths({ monthsFreeMaxMonths: 3, ... }); // 3
 */
export function monthsFreeMaxMonths(bounds: Pick<IncentiveBounds, "monthsFreeMaxMonths">): number {
  return Math.min(bounds.monthsFreeMaxMonths, 11);
}
