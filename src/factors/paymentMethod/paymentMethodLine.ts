import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { Factor } from "../../tables/types.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The payment method step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * paymentMethodLine(member.pointer, request, factor, "100", "97").key; // "B:1"
 */
export function paymentMethodLine(memberPointer: string, request: NormalizedQuoteRequest, factor: Factor, before: string, after: string): WorksheetLine {
  const factorText = factor.value.toFixed();
  return {
    member: memberPointer,
    step: "paymentMethod",
    description: `Payment type ${request.paymentType}, ${request.paymentFrequency} payment(s) a year: × ${factorText}.`,
    table: factor.source.file,
    row: factor.source.row,
    key: `${request.paymentType}:${request.paymentFrequency}`,
    factor: factorText,
    before,
    after,
  };
}
