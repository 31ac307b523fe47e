import { Decimal } from "../../decimal/decimal.js";
import type { MemberRating } from "../../engine/types.js";

const ZERO = new Decimal(0);

/**
 * The sum of the priced members' premiums: the policy's premium the Price Beater step works
 * on. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * pricedTotal(policy.members).toFixed(); // "1450.5"
 */
export function pricedTotal(members: readonly MemberRating[]): Decimal {
  let sum = ZERO;
  for (const rating of members) if (rating.priced) sum = sum.plus(rating.premium);
  return sum;
}
