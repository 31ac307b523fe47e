import type { Decimal } from "../../decimal/decimal.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The Price Beater step's policy line: how the discount was reached, and the policy's premium
 * before and after it. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * priceBeaterPolicyLine(new Decimal("7.52"), "…", factor, total).key; // "discount 7.52 %"
 */
export function priceBeaterPolicyLine(percent: Decimal, explanation: string, factor: Decimal, total: Decimal): WorksheetLine {
  return {
    step: "priceBeater",
    description: explanation,
    key: `discount ${percent.toFixed()} %`,
    factor: factor.toFixed(),
    before: total.toFixed(),
    after: total.times(factor).toFixed(),
  };
}
