import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { paymentMethodIssue } from "./paymentMethodIssue.js";
import type { TablesVersion } from "../../tables/types.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * The payment type and frequency pair is in the payment table (`PAYMENT_METHOD_NOT_AVAILABLE`).
 *
 * @example
 * checkPaymentMethod({ ...request, paymentType: "A", paymentFrequency: 12 }, tables)[0]?.code; // "PAYMENT_METHOD_NOT_AVAILABLE"
 */
export function checkPaymentMethod(request: NormalizedQuoteRequest, tables: TablesVersion): readonly Issue[] {
  const issue = paymentMethodIssue(request, tables.payment);
  return issue === undefined ? NO_ISSUES : [issue];
}
