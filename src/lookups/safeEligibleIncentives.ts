import { INCENTIVE_TYPES, PAYMENT_TYPES, type IncentiveType } from "../model/enums.js";
import type { Issue } from "../model/issue.js";
import type { RatingTables } from "../engine/types.js";
import { ruleCoversAgent } from "../factors/incentiveDiscounts/ruleCoversAgent.js";
import { ruleCoversPayment } from "../factors/incentiveDiscounts/ruleCoversPayment.js";
import { incentiveParameterRule } from "./incentiveParameterRule.js";
import { INCENTIVES_PARAMETERS } from "./lookupParameters.js";
import { readLookupQuestion } from "./readLookupQuestion.js";
import { tablesInForce } from "./tablesInForce.js";
import type { EligibleIncentive, EligibleIncentivesAnswer, IncentivesQuery, LookupResult } from "./types.js";

/**
 * `eligibleIncentives` returning a result instead of throwing: every incentive the agent may
 * use, or every problem with the question (paths `/fsaNumber`, `/paymentType`,
 * `/paymentFrequency`, `/priceDate`), read as `INCENTIVES_PARAMETERS` describes them (the
 * request's own entries of those fields). It calls the quote's own eligibility rules.
 *
 * @example
 * safeEligibleIncentives({ fsaNumber: "FSA654321" }, defaultTables, "2026-03-01");
 * // { success: true, data: { incentives: [{ incentiveType: "Price Beater", ... }, ..., { incentiveType: "monthsFree", onlyWith: [{ paymentType: "B", paymentFrequency: 12 }] }] } }
 */
export function safeEligibleIncentives(query: IncentivesQuery, tables: RatingTables, priceDate: string): LookupResult<EligibleIncentivesAnswer> {
  if (typeof query !== "object" || query === null) {
    return { success: false, issues: [{ path: "", code: "INVALID_REQUEST", message: 'The question must be an object such as { fsaNumber: "FSA123456" }.' }] };
  }
  const issues: Issue[] = [];
  const inForce = tablesInForce(tables, priceDate);
  if ("issue" in inForce) issues.push(inForce.issue);
  const values = readLookupQuestion(query, INCENTIVES_PARAMETERS, issues, {});
  const fsaNumber = values["fsaNumber"] as string | undefined;
  const paymentType = PAYMENT_TYPES.find((type) => type === values["paymentType"]);
  const frequencyValue = values["paymentFrequency"] as number | undefined;
  const typeSent = query.paymentType !== undefined && query.paymentType !== null;
  const frequencySent = query.paymentFrequency !== undefined && query.paymentFrequency !== null;
  if (typeSent !== frequencySent) {
    const missing = typeSent ? "paymentFrequency" : "paymentType";
    issues.push({
      path: `/${missing}`,
      code: "REQUIRED",
      message: `${missing} is required with ${typeSent ? "paymentType" : "paymentFrequency"}: eligibility depends on the payment method as a pair, so send both or neither.`,
    });
  }
  if (issues.length > 0 || !("version" in inForce)) return { success: false, issues };
  const { version } = inForce;
  const payment = paymentType !== undefined && frequencyValue !== undefined ? { paymentType, paymentFrequency: frequencyValue } : undefined;
  if (payment !== undefined && !version.payment.factors.has(`${payment.paymentType}:${payment.paymentFrequency}`)) {
    return {
      success: false,
      issues: [
        {
          path: "/paymentType",
          code: "PAYMENT_METHOD_NOT_AVAILABLE",
          message: `Payment type ${payment.paymentType} is not offered with ${payment.paymentFrequency} payments a year, so no quote can be made with it; offered: ${[...version.payment.factors.keys()].join(", ")}.`,
        },
      ],
    };
  }

  const listed: IncentiveType[] = [];
  const incentives: EligibleIncentive[] = [];
  for (const incentiveType of INCENTIVE_TYPES) {
    const forAgent = version.incentives.eligibility.filter((rule) => rule.incentiveType === incentiveType && ruleCoversAgent(rule, fsaNumber));
    const allowing = payment === undefined ? forAgent : forAgent.filter((rule) => ruleCoversPayment(rule, payment));
    if (allowing.length === 0) continue;
    const unrestricted = allowing.some((rule) => rule.paymentType === undefined && rule.paymentFrequency === undefined);
    const { rule, example } = incentiveParameterRule(incentiveType, version);
    listed.push(incentiveType);
    incentives.push({
      incentiveType,
      parameter: rule,
      exampleParameter: example,
      notCombinableWith: [],
      ...(payment !== undefined || unrestricted
        ? {}
        : {
            onlyWith: allowing.map((allowed) => ({
              ...(allowed.paymentType === undefined ? {} : { paymentType: allowed.paymentType }),
              ...(allowed.paymentFrequency === undefined ? {} : { paymentFrequency: allowed.paymentFrequency }),
            })),
          }),
    });
  }
  const pairs: [IncentiveType, IncentiveType][] = [];
  for (const [first, second] of version.incentives.exclusivePairs) {
    if (first === second || !listed.includes(first) || !listed.includes(second)) continue;
    if (pairs.some(([a, b]) => (a === first && b === second) || (a === second && b === first))) continue;
    pairs.push([first, second]);
  }
  const withExclusions = incentives.map((incentive) => ({
    ...incentive,
    notCombinableWith: pairs.flatMap(([a, b]) => (a === incentive.incentiveType ? [b] : b === incentive.incentiveType ? [a] : [])),
  }));
  return {
    success: true,
    data: {
      tablesVersion: version.manifest.version,
      ...(fsaNumber === undefined ? {} : { fsaNumber }),
      ...(payment === undefined ? {} : { paymentType: payment.paymentType, paymentFrequency: payment.paymentFrequency }),
      incentives: withExclusions,
      exclusivePairs: pairs,
    },
  };
}
