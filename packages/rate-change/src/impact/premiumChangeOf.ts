import { decimalOf } from "pmi-rating/toolkit";

/** A policy's change between two premiums: both as pounds and pence, the change, and the change in percent. */
export interface PremiumChange {
  readonly from: string;
  readonly to: string;
  /** to − from, in pounds and pence. */
  readonly amount: string;
  /** (to − from) ÷ from × 100, rounded half away from zero to two places. */
  readonly percent: number;
}

/**
 * The definition of a policy's change in premium, in exact decimals: the quotient to 40 places
 * (`div`, to the 40 places the library's decimals keep), times 100, rounded to two places. `from` must not be 0.
 *
 * @example
 * premiumChangeOf("800.00", "801.00"); // { from: "800.00", to: "801.00", amount: "1.00", percent: 0.13 }
 */
export function premiumChangeOf(fromText: string, toText: string): PremiumChange {
  const from = decimalOf(fromText);
  const to = decimalOf(toText);
  const amount = to.minus(from);
  const percent = Number(amount.div(from).times(100).round(2).toString());
  return { from: from.toFixed(2), to: to.toFixed(2), amount: amount.toFixed(2), percent };
}
