import type { IncentiveType, PaymentFrequency, PaymentType } from "../../model/enums.js";
import type { EligibilityRule, TablesVersion } from "../../tables/types.js";
import { ruleCoversAgent } from "./ruleCoversAgent.js";
import { ruleCoversPayment } from "./ruleCoversPayment.js";

/** Who asks for an incentive, and how the policy pays: what eligibility depends on. */
export interface IncentiveApplicant {
  /** The agent (`fsaNumber`); absent for a request without one. */
  readonly fsaNumber?: string | undefined;
  readonly paymentType: PaymentType;
  readonly paymentFrequency: PaymentFrequency;
}

/** What the eligibility table says of one incentive type for one agent and payment method. */
export interface IncentiveVerdict {
  readonly eligible: boolean;
  /** The rows that cover the agent (compared without case; `*` covers every agent and none). */
  readonly rulesForAgent: readonly EligibilityRule[];
}

/**
 * The incentive-eligibility rule of the validator (docs/rating-model.md section 3.12), on its own
 * so that other features (an incentive look-up for an agent) apply the very same rule: an
 * incentive type is eligible when a row of the tables' eligibility table covers the agent
 * (`*` covers every agent and a request without `fsaNumber`; agents compared trimmed and
 * without case) and the payment type and frequency (a row may restrict either).
 *
 * @example
 * incentiveVerdict("Price Beater", { fsaNumber: "FSA123456", paymentType: "B", paymentFrequency: 12 }, tables).eligible; // true
 */
export function incentiveVerdict(incentiveType: IncentiveType, applicant: IncentiveApplicant, tables: Pick<TablesVersion, "incentives">): IncentiveVerdict {
  // One loop, no closures: this runs for every incentive of every request.
  const rulesForAgent: EligibilityRule[] = [];
  let eligible = false;
  for (const rule of tables.incentives.eligibility) {
    if (rule.incentiveType !== incentiveType || !ruleCoversAgent(rule, applicant.fsaNumber)) continue;
    rulesForAgent.push(rule);
    if (!eligible && ruleCoversPayment(rule, applicant)) eligible = true;
  }
  return { eligible, rulesForAgent };
}
