import { Decimal, powerOfTen } from "../decimal/decimal.js";

/** Annual policy amounts, exact pennies. */
export interface PolicyTotals {
  readonly netPrice: Decimal;
  readonly ipt: Decimal;
  readonly grossPrice: Decimal;
}

/**
 * Policy totals (docs/rating-model.md section 5): the sums of the members' rounded amounts, so that
 * gross = net + IPT holds exactly and the members add up to the policy to the penny.
 *
 * The sums are worked on the decimals' bigints at once, in units of the finest scale among the
 * amounts (pennies, for members the rounding step priced): three decimals built per policy,
 * rather than two per member and one more (this runs for the response of every quote and for
 * the equivalent new-business price of every renewal and MTC).
 *
 * @example
 * sumPolicyTotals([{ netPrice: new Decimal("100.10"), ipt: new Decimal("12.01") }]).grossPrice.toFixed(2); // "112.11"
 */
export function sumPolicyTotals(members: readonly { readonly netPrice: Decimal; readonly ipt: Decimal }[]): PolicyTotals {
  let scale = 0;
  for (const member of members) {
    if (member.netPrice.scale > scale) scale = member.netPrice.scale;
    if (member.ipt.scale > scale) scale = member.ipt.scale;
  }
  let netPrice = 0n;
  let ipt = 0n;
  for (const member of members) {
    netPrice += unitsOf(member.netPrice, scale);
    ipt += unitsOf(member.ipt, scale);
  }
  return { netPrice: new Decimal(netPrice, scale), ipt: new Decimal(ipt, scale), grossPrice: new Decimal(netPrice + ipt, scale) };
}

/** `amount` in units of 10^−scale, `scale` being at least the amount's own. */
function unitsOf(amount: Decimal, scale: number): bigint {
  return amount.scale === scale ? amount.unscaled : amount.unscaled * powerOfTen(scale - amount.scale);
}
