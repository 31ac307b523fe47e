import { findTerritoryRatePlan, type MemberTaxPlan } from "../../engine/findTerritoryRatePlan.js";
import type { IptRatePlan } from "../../engine/types.js";
import { iptAmountOf } from "./iptAmountOf.js";
import { roundToPennies } from "../../engine/roundDecimal.js";
import { iptLine } from "./iptLine.js";
import { checkTerritoryTaxDates } from "./checkTerritoryTaxDates.js";
import { taxDateIssue } from "./taxDateIssue.js";
import type { MemberState, RatingStep } from "../../engine/types.js";

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
      let untaxed = false;
      for (const rating of quote.members) {
        const tax = findTerritoryRatePlan(plan, request, rating.member, taxRequiredDate);
        taxes.set(rating, tax);
        if (tax.rate === undefined) untaxed = true;
      }
      // The validator refuses this before pricing (UK IPT's history in checkTaxDate, a territory's in
      // checkTerritoryTaxDates); a request priced without it is refused by the same words.
      if (untaxed) {
        const uk = ukMemberUntaxed(taxes);
        if (uk !== undefined) quote.issues.push(taxDateIssue(uk, taxRequiredDate));
        for (const issue of checkTerritoryTaxDates(request, plan)) quote.issues.push(issue);
        return undefined;
      }
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
          quote.worksheet.push(iptLine(rating.member.pointer, tax, rate.rate, mode, taxRequiredDate, rate.fraction, netPrice, amount));
        }
      };
    };
  },
});

/** The member's rate: every member's territory was checked to have one on the tax date before any member is taxed. */
function rateOf(tax: MemberTaxPlan | undefined): IptRatePlan {
  return tax?.rate as IptRatePlan;
}

/** A member taxed at UK IPT with no rate in force on the tax date, if any. */
function ukMemberUntaxed(taxes: ReadonlyMap<MemberState, MemberTaxPlan>): MemberTaxPlan | undefined {
  for (const tax of taxes.values()) if (tax.territory === "UK" && tax.rate === undefined) return tax;
  return undefined;
}
