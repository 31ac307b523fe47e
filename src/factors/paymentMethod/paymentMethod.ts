import { paymentMethodLine } from "./paymentMethodLine.js";
import { paymentMethodIssue } from "./paymentMethodIssue.js";
import { timesFactor } from "../shared/timesFactor.js";
import type { RatingStep } from "../../engine/types.js";

/**
 * Step 4.8: × the factor for the policy's payment type and frequency.
 *
 * @example
 * // B annually: premium × 0.97 in the test tables
 * runSteps(compileSteps(plan, [..., paymentMethod]), request, plan, false);
 */
export const paymentMethod: RatingStep = Object.freeze<RatingStep>({
  name: "paymentMethod",
  compile(plan) {
    const table = plan.version.payment;
    return (quote) => {
      const { request } = quote;
      const factor = table.factors.get(`${request.paymentType}:${request.paymentFrequency}`);
      if (factor === undefined) {
        const issue = paymentMethodIssue(request, table);
        if (issue !== undefined) quote.issues.push(issue);
        return undefined;
      }
      return (rating) => {
        const before = rating.premium;
        rating.premium = timesFactor(before, factor.value);
        if (quote.worksheet !== undefined) quote.worksheet.push(paymentMethodLine(rating.member.pointer, request, factor, before.toFixed(), rating.premium.toFixed()));
      };
    };
  },
});
