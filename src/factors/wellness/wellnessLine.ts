import type { WellnessFactor } from "./wellnessFactorOf.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The wellness step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * wellnessLine(member.pointer, wellnessFactorOf(member), "100", "95").key; // "wellness 5 %"
 */
export function wellnessLine(memberPointer: string, wellness: WellnessFactor, before: string, after: string): WorksheetLine {
  const discount = wellness.discount.toFixed();
  return {
    member: memberPointer,
    step: "wellness",
    description: `Wellness discount ${discount} %: × (1 − ${discount}/100).`,
    key: `wellness ${discount} %`,
    factor: wellness.factor.toFixed(),
    before,
    after,
  };
}
