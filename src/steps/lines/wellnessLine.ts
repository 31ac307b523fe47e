import type { WellnessFactor } from "../lookups/wellnessFactorOf.js";
import type { MemberLine } from "../mapPricedMembers.js";

/**
 * The wellness step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * wellnessLine(wellnessFactorOf(member), "100", "95").key; // "wellness 5 %"
 */
export function wellnessLine(wellness: WellnessFactor, before: string, after: string): MemberLine {
  const discount = wellness.discount.toFixed();
  return {
    description: `Wellness discount ${discount} %: × (1 − ${discount}/100).`,
    key: `wellness ${discount} %`,
    factor: wellness.factor.toFixed(),
    before,
    after,
  };
}
