import type { EligibilityRule } from "../../tables/types.js";

/** The payment method of a quote (or of a look-up), as the eligibility rows restrict it. */
export interface PaymentMethod {
  readonly paymentType: string;
  readonly paymentFrequency: number;
}

/**
 * Whether an incentive eligibility row allows a payment method: a row without a payment type
 * or frequency allows any. Shared by the quote's eligibility check and the `eligibleIncentives`
 * look-up, so they cannot disagree.
 *
 * @example
 * ruleCoversPayment({ paymentType: "B", paymentFrequency: 12, ... }, { paymentType: "B", paymentFrequency: 1 }); // false
 */
export function ruleCoversPayment(rule: EligibilityRule, payment: PaymentMethod): boolean {
  return (
    (rule.paymentType === undefined || rule.paymentType === payment.paymentType) &&
    (rule.paymentFrequency === undefined || rule.paymentFrequency === payment.paymentFrequency)
  );
}
