import type { Issue } from "../model/issue.js";
import { findTerritoryRatePlan, type MemberTaxPlan } from "../plan/findTerritoryRatePlan.js";
import type { IptRatePlan } from "../plan/types.js";
import { iptAmountOf } from "./lookups/iptAmountOf.js";
import { quoteFieldPointer } from "./lookups/quotePointer.js";
import { roundToPennies } from "./lookups/roundDecimal.js";
import { iptLine } from "./lines/iptLine.js";
import { territoryTaxLine } from "./lines/territoryTaxLine.js";
import type { MemberState, RatingStep } from "./types.js";

/**
 * Step 4.14: premium tax at the rate in force on `taxRequiredDate` in the member's tax
 * territory: ipt = round(netPrice × rate/100) to pennies with the tables' rounding mode. The
 * territory is that of the policyholder's postcode when given, else of the member's
 * (`taxPostcodeOf`): UK IPT (`ipt.csv`), or a territory outside it (`tax-territories.csv`,
 * `premium-tax.csv`; Jersey, Guernsey and the Isle of Man pay 0 in the default tables). A
 * member whose premium was never rounded (a custom step list without `rounding`) is rounded
 * here first.
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
      const { request } = quote;
      const { taxRequiredDate } = request;
      // Worked once per member of this quote; the member kernel reads it back.
      const taxes = new Map<MemberState, MemberTaxPlan>();
      // Territories without a rate on the date, each reported once (a list, made only then).
      let reported: string[] | undefined;
      for (const rating of quote.members) {
        const tax = findTerritoryRatePlan(plan, request, rating.member, taxRequiredDate);
        taxes.set(rating, tax);
        if (tax.rate === undefined && !(reported ??= []).includes(tax.territory)) {
          reported.push(tax.territory);
          quote.issues.push(taxDateIssue(tax, taxRequiredDate));
        }
      }
      if (reported !== undefined) return undefined;
      // Members not priced still show the rate in their tax detail.
      for (const rating of quote.members) if (!rating.priced) rating.iptRatePercent = rateOf(taxes.get(rating)).rate.ratePercent;
      return (rating) => {
        const tax = taxes.get(rating);
        const rate = rateOf(tax);
        const netPrice = rating.netPrice ?? roundToPennies(rating.premium, mode);
        const amount = iptAmountOf(netPrice, rate.fraction, mode);
        rating.netPrice = netPrice;
        rating.ipt = amount;
        rating.iptRatePercent = rate.rate.ratePercent;
        if (quote.worksheet !== undefined) {
          const line =
            tax === undefined || tax.territory === "UK"
              ? iptLine(rating.member.pointer, rate.rate, mode, taxRequiredDate, rate.fraction, netPrice, amount)
              : territoryTaxLine(rating.member.pointer, tax, rate.rate, mode, taxRequiredDate, rate.fraction, netPrice, amount);
          quote.worksheet.push(line);
        }
      };
    };
  },
});

function taxDateIssue(tax: MemberTaxPlan, taxRequiredDate: string): Issue {
  return {
    path: quoteFieldPointer("taxRequiredDate"),
    code: "TAX_DATE_OUT_OF_RANGE",
    message:
      tax.territory === "UK"
        ? `No Insurance Premium Tax rate is in force on ${taxRequiredDate}; the IPT table starts on ${tax.firstEffectiveFrom ?? "(empty)"}.`
        : `No premium-tax rate of ${tax.name} (territory ${tax.territory}) is in force on ${taxRequiredDate}; its rates start on ${tax.firstEffectiveFrom ?? "(empty)"}.`,
  };
}

/** The member's rate: every member's territory was checked to have one on the tax date before any member is taxed. */
function rateOf(tax: MemberTaxPlan | undefined): IptRatePlan {
  return tax?.rate as IptRatePlan;
}
