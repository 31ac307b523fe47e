import type { Decimal } from "../../decimal.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * The Price Beater step's line for a member: the discount applied, or (`percent` undefined)
 * the reason none was, given as `description`. Shared by the step and the fused pass of the
 * default steps.
 *
 * @example
 * priceBeaterMemberLine("No Price Beater incentive.", undefined, undefined, premium, premium).factor; // "1"
 */
export function priceBeaterMemberLine(description: string, percent: Decimal | undefined, factor: Decimal | undefined, before: Decimal, after: Decimal): MemberLine {
  if (percent === undefined || factor === undefined) {
    const text = before.toFixed();
    return { description, factor: "1", before: text, after: text };
  }
  return {
    description: `Price Beater discount of ${percent.toFixed()} %: × (1 − ${percent.toFixed()}/100).`,
    key: `discount ${percent.toFixed()} %`,
    factor: factor.toFixed(),
    before: before.toFixed(),
    after: after.toFixed(),
  };
}
