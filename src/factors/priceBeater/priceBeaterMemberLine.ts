import type { Decimal } from "../../decimal/decimal.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The Price Beater step's line for a member: the discount applied, or (`percent` undefined)
 * the reason none was, given as `description`. Shared by the step and the fused pass of the
 * default steps.
 *
 * @example
 * priceBeaterMemberLine(member.pointer, "No Price Beater incentive.", undefined, undefined, premium, premium).factor; // "1"
 */
export function priceBeaterMemberLine(
  memberPointer: string,
  description: string,
  percent: Decimal | undefined,
  factor: Decimal | undefined,
  before: Decimal,
  after: Decimal,
): WorksheetLine {
  if (percent === undefined || factor === undefined) {
    const text = before.toFixed();
    return { member: memberPointer, step: "priceBeater", description, factor: "1", before: text, after: text };
  }
  return {
    member: memberPointer,
    step: "priceBeater",
    description: `Price Beater discount of ${percent.toFixed()} %: × (1 − ${percent.toFixed()}/100).`,
    key: `discount ${percent.toFixed()} %`,
    factor: factor.toFixed(),
    before: before.toFixed(),
    after: after.toFixed(),
  };
}
