import type { Issue } from "../../model/issue.js";
import type { SmokerLoadingTable } from "./smokerLoadingTableOf.js";

/**
 * The problem of a smoker older than the smoker loading rates: the one wording, used by the
 * validator's check and by the step.
 *
 * @example
 * smokerAgeIssue("/…/member/0", 75, table).code; // "AGE_OUT_OF_RANGE"
 */
export function smokerAgeIssue(memberPointer: string, age: number, table: Pick<SmokerLoadingTable, "maximumAge">): Issue {
  return {
    path: `${memberPointer}/smoker`,
    code: "AGE_OUT_OF_RANGE",
    message: `A smoker aged ${age} is not rated: the smoker loading rates smokers up to age ${table.maximumAge}.`,
  };
}
