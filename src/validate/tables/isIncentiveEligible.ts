import type { IncentiveType } from "../../model/enums.js";
import type { TablesVersion } from "../../tables/types.js";
import type { IncentiveApplicant } from "./incentiveEligibility.js";
import { ruleCoversAgent } from "./ruleCoversAgent.js";
import { ruleCoversPayment } from "./ruleCoversPayment.js";

/**
 * `incentiveEligibility(incentiveType, applicant, tables).eligible`, without building the list
 * of the agent's rules (which only the problem's message needs): some row of the eligibility
 * table is for the type, covers the agent and covers the payment method, by the same rule
 * functions. Used by the validator's fast path.
 *
 * @example
 * isIncentiveEligible("gift", { paymentType: "B", paymentFrequency: 12 }, version); // true
 */
export function isIncentiveEligible(incentiveType: IncentiveType, applicant: IncentiveApplicant, tables: Pick<TablesVersion, "incentives">): boolean {
  for (const rule of tables.incentives.eligibility) {
    if (rule.incentiveType === incentiveType && ruleCoversAgent(rule, applicant.fsaNumber) && ruleCoversPayment(rule, applicant)) return true;
  }
  return false;
}
