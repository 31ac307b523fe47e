import type { Decimal } from "../decimal.js";
import { explainLine } from "../steps/explainLine.js";
import type { RatingStep } from "../steps/types.js";

/**
 * The step of `renewal_price_rule` `cap_at_enbp`: each member's net premium, once rounded, is
 * capped at its equivalent new-business net premium (`netByMember`, by member pointer). Placed
 * just before the IPT step, so that the tax is worked on the capped premium. A member with no
 * equivalent price is left alone. Built for one quote (the ceilings are that quote's).
 *
 * @example
 * const steps = [...beforeIpt, capAtEquivalentNewBusiness(new Map([["/…/member/0", new Decimal("647.28")]])), ipt];
 */
export function capAtEquivalentNewBusiness(netByMember: ReadonlyMap<string, Decimal>): RatingStep {
  return Object.freeze<RatingStep>({
    name: "renewalPriceRule",
    compile(plan) {
      const source = plan.version.renewal.priceRuleSource;
      return () => (member, quote) => {
        const ceiling = netByMember.get(member.member.pointer);
        const net = member.netPrice ?? member.premium;
        if (ceiling === undefined || net.lte(ceiling)) return;
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
    },
  });
}
