import { findTerritoryRatePlan, type MemberTaxPlan } from "../../engine/findTerritoryRatePlan.js";
import type { IptRatePlan } from "../../engine/types.js";
import { iptAmountOf } from "./iptAmountOf.js";
import { roundToPennies } from "../../engine/roundDecimal.js";
import { iptLine } from "./iptLine.js";
import { checkTerritoryTaxDates } from "./checkTerritoryTaxDates.js";
import { taxDateIssue } from "./taxDateIssue.js";
import type { RatingStep } from "../../engine/types.js";
import { taxPostcodeOf } from "../../model/taxPostcodeOf.js";

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
      const { request, members } = quote;
      const { taxRequiredDate } = request;
      // Each member's tax, in the order of `quote.members` (read back by position: a Map keyed by
      // the member would give every member object an identity hash on every quote). Members at
      // the previous member's tax postcode share its look-up: a household at one address, or a
      // policyholder's postcode, is looked up once.
      const taxes: MemberTaxPlan[] = [];
      let untaxed = false;
      let previous: MemberTaxPlan | undefined;
      for (let index = 0; index < members.length; index++) {
        const member = members[index]!.member;
        const tax =
          previous !== undefined && previous.postcode === taxPostcodeOf(request, member) ? previous : findTerritoryRatePlan(plan, request, member, taxRequiredDate);
        taxes.push(tax);
        previous = tax;
        if (tax.rate === undefined) untaxed = true;
      }
      // The validator refuses this before pricing (UK IPT's history in checkTaxDate, a territory's in
      // checkTerritoryTaxDates); a request priced without it is refused by the same words.
      if (untaxed) {
        const uk = taxes.find((tax) => tax.territory === "UK" && tax.rate === undefined);
        if (uk !== undefined) quote.issues.push(taxDateIssue(uk, taxRequiredDate));
        for (const issue of checkTerritoryTaxDates(request, plan)) quote.issues.push(issue);
        return undefined;
      }
      // Members not priced still show the rate in their tax detail.
      for (let index = 0; index < members.length; index++) if (!members[index]!.priced) members[index]!.iptRatePercent = rateOf(taxes[index]).rate.ratePercent;
      return (rating) => {
        const tax = taxes[members.indexOf(rating)];
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
