import { SWITCH_UNDERWRITING_TYPES } from "../../model/enums.js";
import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { findIncentive, parseYesNo } from "../shared/incentiveParameters.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * A `SwitchDec` (reduced switch declaration) applied (parameter Yes) needs a priced member
 * switching from another insurer, `uwType` CME, CMORI or MHD (`INCENTIVE_NOT_APPLICABLE`).
 *
 * @example
 * checkSwitchDecApplicable(virginPolicyWithSwitchDec)[0]?.code; // "INCENTIVE_NOT_APPLICABLE"
 */
export function checkSwitchDecApplicable(request: NormalizedQuoteRequest, members: readonly NormalizedMember[] = pricedMembersOf(request)): readonly Issue[] {
  const switchDec = findIncentive(request, "SwitchDec");
  if (switchDec === undefined || parseYesNo(switchDec.incentiveParameter) !== true) return NO_ISSUES;
  if (members.some((member) => SWITCH_UNDERWRITING_TYPES.includes(member.uwType))) return NO_ISSUES;
  return [
    {
      path: `${switchDec.pointer}/incentiveType`,
      code: "INCENTIVE_NOT_APPLICABLE",
      message: "SwitchDec applies only to a policy with a switch-business member (uwType CME, CMORI or MHD); every priced member here is virgin business.",
    },
  ];
}
