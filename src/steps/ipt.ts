import { findIptRate } from "../tables/findIptRate.js";
import { iptFractionOf } from "./lookups/iptFractionOf.js";
import { quoteFieldPointer } from "./lookups/quotePointer.js";
import { iptAmountOf } from "./lookups/iptAmountOf.js";
import { roundToPennies } from "./lookups/roundDecimal.js";
import { iptLine } from "./lines/iptLine.js";
import { mapPricedMembers } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.14: Insurance Premium Tax at the rate in force on `taxRequiredDate`:
 * ipt = round(netPrice × rate/100) to pennies with the tables' rounding mode. A member whose
 * premium was never rounded (a custom step list without `rounding`) is rounded here first.
 *
 * @example
 * ipt.apply(policy, context).members[0]?.ipt?.toFixed(2); // "73.48" on 612.35 at 12 %
 */
export const ipt: RatingStep = Object.freeze<RatingStep>({
  name: "ipt",
  apply(policy, context) {
    const rate = findIptRate(context.ipt, context.request.taxRequiredDate);
    if (rate === undefined) {
      return {
        ...policy,
        issues: [
          ...policy.issues,
          {
            path: quoteFieldPointer("taxRequiredDate"),
            code: "TAX_DATE_OUT_OF_RANGE",
            message: `No Insurance Premium Tax rate is in force on ${context.request.taxRequiredDate}; the IPT table starts on ${context.ipt.rates[0]?.effectiveFrom ?? "(empty)"}.`,
          },
        ],
      };
    }
    const mode = context.tables.manifest.roundingMode;
    const fraction = iptFractionOf(rate);
    // Members not priced still show the rate in their tax detail; the policy is copied only when there are some.
    const withUnpricedRates = policy.members.every((rating) => rating.priced)
      ? policy
      : { ...policy, members: policy.members.map((rating) => (rating.priced ? rating : { ...rating, iptRatePercent: rate.ratePercent })) };
    return mapPricedMembers(withUnpricedRates, context, "ipt", (rating) => {
      const netPrice = rating.netPrice ?? roundToPennies(rating.premium, mode);
      const tax = iptAmountOf(netPrice, fraction, mode);
      return {
        rating: { ...rating, netPrice, ipt: tax, iptRatePercent: rate.ratePercent },
        lines: () => [iptLine(rating.member.pointer, rate, mode, context.request.taxRequiredDate, fraction, netPrice, tax)],
      };
    });
  },
});
