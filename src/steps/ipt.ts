import { findIptRatePlan } from "../plan/findIptRatePlan.js";
import { iptAmountOf } from "./lookups/iptAmountOf.js";
import { quoteFieldPointer } from "./lookups/quotePointer.js";
import { roundToPennies } from "./lookups/roundDecimal.js";
import { iptLine } from "./lines/iptLine.js";
import { explainLine } from "./explainLine.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.14: Insurance Premium Tax at the rate in force on `taxRequiredDate`:
 * ipt = round(netPrice × rate/100) to pennies with the tables' rounding mode. A member whose
 * premium was never rounded (a custom step list without `rounding`) is rounded here first.
 *
 * @example
 * // 73.48 on 612.35 at 12 %
 * runSteps(compileSteps(plan, [..., ipt]), request, plan, false).members[0]?.ipt?.toFixed(2);
 */
export const ipt: RatingStep = Object.freeze<RatingStep>({
  name: "ipt",
  compile(plan) {
    const mode = plan.roundingMode;
    return (quote) => {
      const { taxRequiredDate } = quote.request;
      const rate = findIptRatePlan(plan, taxRequiredDate);
      if (rate === undefined) {
        quote.issues.push({
          path: quoteFieldPointer("taxRequiredDate"),
          code: "TAX_DATE_OUT_OF_RANGE",
          message: `No Insurance Premium Tax rate is in force on ${taxRequiredDate}; the IPT table starts on ${plan.ipt.rates[0]?.effectiveFrom ?? "(empty)"}.`,
        });
        return undefined;
      }
      // Members not priced still show the rate in their tax detail.
      for (const rating of quote.members) if (!rating.priced) rating.iptRatePercent = rate.rate.ratePercent;
      return (rating) => {
        const netPrice = rating.netPrice ?? roundToPennies(rating.premium, mode);
        const tax = iptAmountOf(netPrice, rate.fraction, mode);
        rating.netPrice = netPrice;
        rating.ipt = tax;
        rating.iptRatePercent = rate.rate.ratePercent;
        if (quote.worksheet !== undefined) explainLine(quote, rating.member.pointer, "ipt", iptLine(rating.member.pointer, rate.rate, mode, taxRequiredDate, rate.fraction, netPrice, tax));
      };
    };
  },
});
