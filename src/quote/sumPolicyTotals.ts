import { Decimal } from "../decimal.js";

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
 * @example
 * sumPolicyTotals([{ netPrice: new Decimal("100.10"), ipt: new Decimal("12.01") }]).grossPrice.toFixed(2); // "112.11"
 */
const ZERO = new Decimal(0);

export function sumPolicyTotals(members: readonly { readonly netPrice: Decimal; readonly ipt: Decimal }[]): PolicyTotals {
  let netPrice = ZERO;
  let ipt = ZERO;
  for (const member of members) {
    netPrice = netPrice.plus(member.netPrice);
    ipt = ipt.plus(member.ipt);
  }
  return { netPrice, ipt, grossPrice: netPrice.plus(ipt) };
}
