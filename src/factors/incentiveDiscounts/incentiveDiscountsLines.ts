import type { Decimal } from "../../decimal/decimal.js";
import type { AppliedDiscount } from "./applyIncentiveDiscounts.js";
import type { WorksheetLine } from "../../model/response.js";

const toFixed = (value: Decimal): string => value.toFixed();

/**
 * The incentive discounts step's lines: one per discount, or one saying there is none. Shared
 * by the step and the fused pass of the default steps. `text` writes a decimal (default
 * `toFixed()`; the fused pass remembers the texts of the premiums it has written).
 *
 * @example
 * incentiveDiscountsLines(member.pointer, [], premium)[0]?.description; // "No incentive discount."
 */
export function incentiveDiscountsLines(
  memberPointer: string,
  applied: readonly AppliedDiscount[],
  after: Decimal,
  text: (value: Decimal) => string = toFixed,
): WorksheetLine[] {
  if (applied.length === 0) {
    const afterText = text(after);
    return [{ member: memberPointer, step: "incentiveDiscounts", description: "No incentive discount.", factor: "1", before: afterText, after: afterText }];
  }
  return applied.map(({ discount, before, after: stepAfter }) => ({
    member: memberPointer,
    step: "incentiveDiscounts",
    description: discount.description,
    key: discount.key,
    factor: discount.multiply.div(discount.divide).toFixed(),
    before: text(before),
    after: text(stepAfter),
  }));
}
