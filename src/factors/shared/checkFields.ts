/**
 * A check that reads nothing of the request's lists: the base a factor's check declaration
 * spreads and then names what it reads (`RequestCheck`).
 *
 * @example
 * const check: RequestCheck = { ...READS_NO_LIST, check: checkPaymentMethod, policyFields: ["paymentType"] };
 */
export const READS_NO_LIST = { policyFields: [], memberFields: [], members: "none", options: "none", incentiveFields: [], incentives: "none" } as const;

/** The fields of an incentive a check reads when it needs both its type and its parameter. */
export const EACH_INCENTIVE_FIELD = ["incentiveType", "incentiveParameter"] as const;
