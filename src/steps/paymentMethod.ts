import { paymentMethodIssue } from "./lookups/paymentMethodIssue.js";
import { paymentMethodLine } from "./lines/paymentMethodLine.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { timesFactor } from "./lookups/timesFactor.js";

/**
 * Step 4.8: × the factor for the policy's payment type and frequency.
 *
 * @example
 * paymentMethod.apply(policy, context); // B annually: premium × 0.97 in the test tables
 */
export const paymentMethod: RatingStep = Object.freeze<RatingStep>({
  name: "paymentMethod",
  apply(policy, context) {
    const { paymentType, paymentFrequency } = context.request;
    const key = `${paymentType}:${paymentFrequency}`;
    const factor = context.tables.payment.factors.get(key);
    if (factor === undefined) {
      const issue = paymentMethodIssue(context.request, context.tables.payment);
      return { ...policy, issues: issue === undefined ? policy.issues : [...policy.issues, issue] };
    }
    return mapPricedMembers(policy, context, "paymentMethod", (rating) => {
      const premium = timesFactor(rating.premium, factor.value);
      return {
        rating: withPremium(rating, premium),
        lines: () => [paymentMethodLine(rating.member.pointer, context.request, factor, rating.premium.toFixed(), premium.toFixed())],
      };
    });
  },
});
