import type { Issue } from "../model/issue.js";
import { findTaxTerritory, type TaxTerritoryOfPostcode } from "../tables/findTaxTerritory.js";
import type { IptRate } from "../tables/types.js";
import { iptFractionOf } from "./lookups/iptFractionOf.js";
import { quoteFieldPointer } from "./lookups/quotePointer.js";
import { iptAmountOf } from "./lookups/iptAmountOf.js";
import { roundToPennies } from "./lookups/roundDecimal.js";
import { taxPostcodeOf } from "./lookups/taxPostcodeOf.js";
import { iptLine } from "./lines/iptLine.js";
import { territoryTaxLine } from "./lines/territoryTaxLine.js";
import { mapPricedMembers } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.14: premium tax at the rate in force on `taxRequiredDate` in the member's tax
 * territory: ipt = round(netPrice × rate/100) to pennies with the tables' rounding mode. The
 * territory is that of the policyholder's postcode when given, else the member's
 * (`taxPostcodeOf`): UK IPT (`ipt.csv`), or a territory outside it (`tax-territories.csv`,
 * `premium-tax.csv`; Jersey, Guernsey and the Isle of Man pay 0 in the default tables). A
 * member whose premium was never rounded (a custom step list without `rounding`) is rounded
 * here first.
 *
 * @example
 * ipt.apply(policy, context).members[0]?.ipt?.toFixed(2); // "73.48" on 612.35 at 12 %
 */
/**
 * Step 4.14: premium tax at the rate in force on `taxRequiredDate` in the member's tax
 * territory: ipt = round(netPrice × rate/100) to pennies with the tables' rounding mode. The
 * territory is that of the policyholder's postcode when given, else the member's
 * (`taxPostcodeOf`): UK IPT (`ipt.csv`), or a territory outside it (`tax-territories.csv`,
 * `premium-tax.csv`; Jersey, Guernsey and the Isle of Man pay 0 in the default tables). A
 * member whose premium was never rounded (a custom step list without `rounding`) is rounded
 * here first.
 *
 * @example
 * ipt.apply(policy, context).members[0]?.ipt?.toFixed(2); // "73.48" on 612.35 at 12 %
 */
/** The territory's rate; checked before use that every member's territory has one on the tax date. */
function rateOf(territory: TaxTerritoryOfPostcode): IptRate {
  return territory.rate as IptRate;
}

export const ipt: RatingStep = Object.freeze<RatingStep>({
  name: "ipt",
  apply(policy, context) {
    const { request } = context;
    const taxDate = request.taxRequiredDate;
    const tables = { ipt: context.ipt, ...(context.taxTerritories === undefined ? {} : { taxTerritories: context.taxTerritories }) };
    const territoryOf = (postcode: string) => findTaxTerritory(tables, postcode, taxDate);
    const issues: Issue[] = [];
    const reported = new Set<string>();
    for (const rating of policy.members) {
      const territory = territoryOf(taxPostcodeOf(request, rating.member));
      if (territory.rate !== undefined || reported.has(territory.territory)) continue;
      reported.add(territory.territory);
      issues.push({
        path: quoteFieldPointer("taxRequiredDate"),
        code: "TAX_DATE_OUT_OF_RANGE",
        message:
          territory.territory === "UK"
            ? `No Insurance Premium Tax rate is in force on ${taxDate}; the IPT table starts on ${territory.firstEffectiveFrom ?? "(empty)"}.`
            : `No premium-tax rate of ${territory.name} (territory ${territory.territory}) is in force on ${taxDate}; its rates start on ${territory.firstEffectiveFrom ?? "(empty)"}.`,
      });
    }
    if (issues.length > 0) return { ...policy, issues: [...policy.issues, ...issues] };

    const mode = context.tables.manifest.roundingMode;
    // Members not priced still show the rate in their tax detail; the policy is copied only when there are some.
    const withUnpricedRates = policy.members.every((rating) => rating.priced)
      ? policy
      : {
          ...policy,
          members: policy.members.map((rating) => (rating.priced ? rating : { ...rating, iptRatePercent: rateOf(territoryOf(taxPostcodeOf(request, rating.member))).ratePercent })),
        };
    return mapPricedMembers(withUnpricedRates, context, "ipt", (rating) => {
      const postcode = taxPostcodeOf(request, rating.member);
      const territory = territoryOf(postcode);
      const rate = rateOf(territory);
      const fraction = iptFractionOf(rate);
      const netPrice = rating.netPrice ?? roundToPennies(rating.premium, mode);
      const tax = iptAmountOf(netPrice, fraction, mode);
      return {
        rating: { ...rating, netPrice, ipt: tax, iptRatePercent: rate.ratePercent },
        lines: () => [
          territory.territory === "UK"
            ? iptLine(rating.member.pointer, rate, mode, taxDate, fraction, netPrice, tax)
            : territoryTaxLine(rating.member.pointer, territory, rate, postcode, mode, taxDate, fraction, netPrice, tax),
        ],
      };
    });
  },
});


