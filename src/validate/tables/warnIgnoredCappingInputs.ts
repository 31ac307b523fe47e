import type { Warning } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { pricedMembersOf } from "./pricedMembersOf.js";

/**
 * Capping and collaring (docs/rating-model.md section 4.10) reads `previousnetPremium` and
 * `cncFactor` only in some transactions. A value the step will not use gets the warning
 * `CAPPING_INPUT_IGNORED`, so that a caller never believes an input was priced when it was not:
 * - New Business ignores both;
 * - MTC ignores `previousnetPremium` (it applies the `cncFactor` sent, if any);
 * - Renewal with `previousnetPremium` ignores `cncFactor` (the clamp is worked out afresh).
 *
 * @example
 * warnIgnoredCappingInputs(newBusinessWithCncFactor)[0]?.code; // "CAPPING_INPUT_IGNORED"
 */
export function warnIgnoredCappingInputs(request: NormalizedQuoteRequest): Warning[] {
  const warnings: Warning[] = [];
  for (const member of pricedMembersOf(request)) {
    for (const [field, reason] of ignoredCappingInputsOf(request.transactionType, member)) {
      warnings.push({ path: `${member.pointer}/${field}`, code: "CAPPING_INPUT_IGNORED", message: `${field} is ignored ${reason}.` });
    }
  }
  return warnings;
}

/** The capping inputs a member sent that its transaction does not use, each with why. */
function ignoredCappingInputsOf(transactionType: NormalizedQuoteRequest["transactionType"], member: NormalizedMember): [field: string, reason: string][] {
  const hasPrevious = member.previousnetPremium !== undefined;
  const hasFactor = member.cncFactor !== undefined;
  const newBusiness = "for New Business: capping and collaring apply only to MTC and Renewal";
  switch (transactionType) {
    case "New Business":
      return [...(hasPrevious ? [["previousnetPremium", newBusiness] as [string, string]] : []), ...(hasFactor ? [["cncFactor", newBusiness] as [string, string]] : [])];
    case "MTC":
      return hasPrevious ? [["previousnetPremium", "for MTC: a mid-term change applies the cncFactor sent, if any"]] : [];
    case "Renewal":
      return hasPrevious && hasFactor ? [["cncFactor", "for a Renewal with previousnetPremium: the cap and collar are worked out afresh from the previous premium"]] : [];
  }
}
