import { decimalOf } from "pmi-rating/toolkit";
import type { PolicyChange, PolicyFailure } from "./ImpactAccumulator.js";
import { penniesChangeOf } from "./penniesChangeOf.js";
import type { ImpactBasis, PolicyPricing } from "./policyPricing.js";
import { premiumChangeOf } from "./premiumChangeOf.js";

/**
 * One policy's outcome in an impact run: its change in premium on the chosen basis, or why it
 * cannot be compared (a side refused it, or its `--from` premium is 0, which has no percentage
 * change). The one definition of a policy's figures, used by the accumulator (`add`) and by
 * the pricing threads, which work it out beside the pricing so that the main thread only adds
 * up.
 *
 * @example
 * policyOutcomeOf(pricing, "gross");
 * // { line: 12, policyId: "Q-12", from: "500.00", to: "525.00", amount: "25.00", percent: 5 }
 */
export function policyOutcomeOf(pricing: PolicyPricing, basis: ImpactBasis): PolicyChange | PolicyFailure {
  const { from, to, line, policyId } = pricing;
  if (!from.ok && !to.ok) {
    const reason = from.reason === to.reason ? from.reason : `from: ${from.reason}; to: ${to.reason}`;
    return { line, policyId, side: "both", reason };
  }
  if (!from.ok) return { line, policyId, side: "from", reason: from.reason };
  if (!to.ok) return { line, policyId, side: "to", reason: to.reason };
  // The integer path answers only for a --from premium that is not 0.
  const pennies = penniesChangeOf(from[basis], to[basis]);
  if (pennies !== undefined) return { line, policyId, ...pennies };
  if (decimalOf(from[basis]).eq(0)) {
    return {
      line,
      policyId,
      side: "from",
      reason: `the ${basis} premium with the --from tables is 0 (no member priced), so it has no percentage change`,
    };
  }
  return { line, policyId, ...premiumChangeOf(from[basis], to[basis]) };
}
