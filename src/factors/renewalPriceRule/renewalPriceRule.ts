import { explainLine } from "../../engine/explainLine.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

/**
 * The step of `renewal_price_rule` `cap_at_enbp` (docs/rating-model.md): on a Renewal or an MTC
 * priced with the equivalent new-business net premiums of its members
 * (`QuoteState.equivalentNewBusinessNets`, which the renewal rules give the runner), each
 * member's net premium, once rounded, is capped at its own; the net before the cap is kept
 * (`MemberState.netBeforeRenewalPriceRule`) for the rule's report. Before the IPT step, so that
 * the tax is worked on the capped premium. Without those nets (New Business, another rule)
 * it does nothing.
 *
 * @example
 * defaultSteps.map((step) => step.name).slice(-2); // ["renewalPriceRule", "ipt"]
 */
export const renewalPriceRule: RatingStep = Object.freeze<RatingStep>({
  name: "renewalPriceRule",
  compile(plan) {
    const source = plan.version.renewal.priceRuleSource;
    const memberKernel: MemberKernel = (member, quote) => {
      const ceiling = quote.equivalentNewBusinessNets?.get(member.member.pointer);
      const net = member.netPrice ?? member.premium;
      if (ceiling === undefined || net.lte(ceiling)) return;
      member.netBeforeRenewalPriceRule = net;
      member.premium = ceiling;
      member.netPrice = ceiling;
      if (quote.worksheet !== undefined) {
        explainLine(quote, member.member.pointer, "renewalPriceRule", {
          description: `renewal_price_rule cap_at_enbp: the net premium ${net.toFixed(2)} is above the equivalent new-business price ${ceiling.toFixed(2)}, so it is capped at it.`,
          table: source.file,
          row: source.row,
          before: net.toFixed(2),
          after: ceiling.toFixed(2),
        });
      }
    };
    return (quote) => (quote.equivalentNewBusinessNets === undefined ? undefined : memberKernel);
  },
});
