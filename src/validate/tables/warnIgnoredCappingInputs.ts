import type { Warning } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";

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
export function warnIgnoredCappingInputs(request: NormalizedQuoteRequest, members: readonly NormalizedMember[] = pricedMembersOf(request)): Warning[] {
  const warnings: Warning[] = [];
  for (const member of members) warnIgnoredInputsOf(request.transactionType, member, warnings);
  return warnings;
}

const NEW_BUSINESS = "for New Business: capping and collaring apply only to MTC and Renewal";

/** Adds a warning for each capping input a member sent that its transaction does not use, saying why (no list is built for a member who sent none). */
function warnIgnoredInputsOf(transactionType: NormalizedQuoteRequest["transactionType"], member: NormalizedMember, warnings: Warning[]): void {
  const hasPrevious = member.previousnetPremium !== undefined;
  const hasFactor = member.cncFactor !== undefined;
  switch (transactionType) {
    case "New Business":
      if (hasPrevious) warn(warnings, member, "previousnetPremium", NEW_BUSINESS);
      if (hasFactor) warn(warnings, member, "cncFactor", NEW_BUSINESS);
      return;
    case "MTC":
      if (hasPrevious) warn(warnings, member, "previousnetPremium", "for MTC: a mid-term change applies the cncFactor sent, if any");
      return;
    case "Renewal":
      if (hasPrevious && hasFactor)
        warn(warnings, member, "cncFactor", "for a Renewal with previousnetPremium: the cap and collar are worked out afresh from the previous premium");
      return;
  }
}

function warn(warnings: Warning[], member: NormalizedMember, field: string, reason: string): void {
  warnings.push({ path: `${member.pointer}/${field}`, code: "CAPPING_INPUT_IGNORED", message: `${field} is ignored ${reason}.` });
}
