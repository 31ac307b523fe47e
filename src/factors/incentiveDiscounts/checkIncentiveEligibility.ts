import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { EligibilityRule, TablesVersion } from "../../tables/types.js";
import { incentiveVerdict } from "./incentiveVerdict.js";
import { NO_ISSUES } from "../shared/noIssues.js";

function describePayment(rule: EligibilityRule): string {
  const type = rule.paymentType === undefined ? "any payment type" : `payment type ${rule.paymentType}`;
  const frequency = rule.paymentFrequency === undefined ? "" : ` with ${rule.paymentFrequency} payments a year`;
  return type + frequency;
}

/**
 * Each incentive must be eligible (`incentiveVerdict`) for the request's agent (`fsaNumber`, compared without
 * regard to case) in the eligibility table: a `*` row covers every agent and a request without
 * `fsaNumber`; a row may restrict the payment type and frequency. `INCENTIVE_NOT_ELIGIBLE`
 * otherwise, saying which payment methods would make it eligible when that is the reason.
 *
 * @example
 * checkIncentiveEligibility(priceBeaterWithoutAgent, tables)[0]?.code; // "INCENTIVE_NOT_ELIGIBLE"
 */
export function checkIncentiveEligibility(request: NormalizedQuoteRequest, tables: TablesVersion): readonly Issue[] {
  let issues: Issue[] | undefined;
  for (const incentive of request.incentive) {
    const { eligible, rulesForAgent: forAgent } = incentiveVerdict(incentive.incentiveType, request, tables);
    if (eligible) continue;
    const agent = request.fsaNumber === undefined ? "a request without fsaNumber" : `agent ${request.fsaNumber}`;
    (issues ??= []).push({
      path: `${incentive.pointer}/incentiveType`,
      code: "INCENTIVE_NOT_ELIGIBLE",
      message:
        forAgent.length === 0
          ? `Incentive ${incentive.incentiveType} is not available to ${agent}.`
          : `Incentive ${incentive.incentiveType} is available to ${agent} only with ${forAgent.map(describePayment).join(" or ")}; this request pays by ${request.paymentType} with ${request.paymentFrequency} payments a year.`,
    });
  }
  return issues ?? NO_ISSUES;
}
