import type { Warning } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { pricedMembersOf } from "./pricedMembersOf.js";

/**
 * New Business is never capped or collared, so a `previousnetPremium` or `cncFactor` sent with
 * it is ignored, with the warning `CAPPING_INPUT_IGNORED` on each such field.
 *
 * @example
 * warnIgnoredCappingInputs(newBusinessWithCncFactor)[0]?.code; // "CAPPING_INPUT_IGNORED"
 */
export function warnIgnoredCappingInputs(request: NormalizedQuoteRequest): Warning[] {
  if (request.transactionType !== "New Business") return [];
  const warnings: Warning[] = [];
  for (const member of pricedMembersOf(request)) {
    for (const field of ["previousnetPremium", "cncFactor"] as const) {
      if (member[field] === undefined) continue;
      warnings.push({
        path: `${member.pointer}/${field}`,
        code: "CAPPING_INPUT_IGNORED",
        message: `${field} is ignored for New Business: capping and collaring apply only to MTC and Renewal.`,
      });
    }
  }
  return warnings;
}
