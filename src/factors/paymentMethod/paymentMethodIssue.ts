import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { PaymentTable } from "../../tables/types.js";
import { quoteFieldPointer } from "../../model/quotePointer.js";

/**
 * The problem with the request's payment type and frequency, if the payment table has no
 * factor for the pair (`PAYMENT_METHOD_NOT_AVAILABLE`). Points at `paymentFrequency` when the
 * type is offered with other frequencies, at `paymentType` otherwise.
 *
 * @example
 * paymentMethodIssue({ ...request, paymentType: "A", paymentFrequency: 12 }, tables.payment)?.path; // ".../paymentFrequency"
 */
export function paymentMethodIssue(request: NormalizedQuoteRequest, table: PaymentTable): Issue | undefined {
  const { paymentType, paymentFrequency } = request;
  if (table.factors.has(`${paymentType}:${paymentFrequency}`)) return undefined;
  const frequencies = [...table.factors.keys()].filter((key) => key.startsWith(`${paymentType}:`)).map((key) => key.slice(paymentType.length + 1));
  return {
    path: quoteFieldPointer(frequencies.length > 0 ? "paymentFrequency" : "paymentType"),
    code: "PAYMENT_METHOD_NOT_AVAILABLE",
    message:
      frequencies.length > 0
        ? `Payment type ${paymentType} is not offered with ${paymentFrequency} payments a year; it is offered with ${frequencies.join(", ")}.`
        : `Payment type ${paymentType} is not offered by the rating tables; the offered methods are ${[...table.factors.keys()].join(", ")} (type:payments a year).`,
  };
}
