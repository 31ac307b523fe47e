import type { Decimal } from "../decimal.js";
import { mapPricedMembers, withPremium } from "../steps/mapPricedMembers.js";
import type { RatingStep } from "../steps/types.js";

/**
 * The step of `renewal_price_rule` `cap_at_enbp`: each member's net premium, once rounded, is
 * capped at its equivalent new-business net premium (`netByMember`, by member pointer). Placed
 * just before the IPT step, so that the tax is worked on the capped premium. A member with no
 * equivalent price is left alone.
 *
 * @example
 * const steps = [...withoutIpt, capAtEquivalentNewBusiness(new Map([["/…/member/0", new Decimal("647.28")]])), ipt];
 */
export function capAtEquivalentNewBusiness(netByMember: ReadonlyMap<string, Decimal>): RatingStep {
  return Object.freeze<RatingStep>({
    name: "renewalPriceRule",
    apply(policy, context) {
      return mapPricedMembers(policy, context, "renewalPriceRule", (rating) => {
        const ceiling = netByMember.get(rating.member.pointer);
        const net = rating.netPrice ?? rating.premium;
        if (ceiling === undefined || net.lte(ceiling)) return { rating, lines: () => [] };
        const capped = { ...withPremium(rating, ceiling), netPrice: ceiling };
        return {
          rating: capped,
          lines: () => [
            {
              description: `renewal_price_rule cap_at_enbp: the net premium ${net.toFixed(2)} is above the equivalent new-business price ${ceiling.toFixed(2)}, so it is capped at it.`,
              table: context.tables.renewal.priceRuleSource.file,
              row: context.tables.renewal.priceRuleSource.row,
              before: net.toFixed(2),
              after: ceiling.toFixed(2),
            },
          ],
        };
      });
    },
  });
}
