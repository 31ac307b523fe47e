import type { EligibilityRule } from "../../tables/types.js";

/**
 * Whether an incentive eligibility row covers an agent: a `*` row covers every agent and a
 * request without `fsaNumber`; otherwise the codes must match, trimmed and without regard to
 * case. Shared by the quote's eligibility check and the `eligibleIncentives` look-up, so they
 * cannot disagree.
 *
 * @example
 * ruleCoversAgent({ agent: "FSA123456", ... }, " fsa123456 "); // true
 */
export function ruleCoversAgent(rule: EligibilityRule, fsaNumber: string | undefined): boolean {
  return rule.agent === "*" || (fsaNumber !== undefined && rule.agent.trim().toLowerCase() === fsaNumber.trim().toLowerCase());
}
