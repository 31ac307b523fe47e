import type { Decimal } from "../../decimal.js";
import type { WorksheetLine } from "../../model/response.js";
import type { MemberTaxPlan } from "../../plan/findTerritoryRatePlan.js";
import type { IptRate, RoundingMode } from "../../tables/types.js";

/**
 * The IPT step's line for a member whose tax address is outside the UK for IPT: the territory,
 * the postcode that put it there (`territory.postcode`), and the territory's rate (`premium-tax.csv`).
 *
 * @example
 * territoryTaxLine(pointer, territory, rate, "half-up", "2026-03-01", fraction, net, tax).description;
 * // "Premium tax of Jersey (territory JE, from postcode JE2 3AB; outside UK IPT): 0 % (in force from 1994-10-01) on the net premium 647.28, rounded to pennies (half-up)."
 */
export function territoryTaxLine(
  memberPointer: string,
  territory: MemberTaxPlan,
  rate: IptRate,
  mode: RoundingMode,
  taxRequiredDate: string,
  fraction: Decimal,
  netPrice: Decimal,
  tax: Decimal,
): WorksheetLine {
  const netText = netPrice.toFixed(2);
  return {
    member: memberPointer,
    step: "ipt",
    description: `Premium tax of ${territory.name} (territory ${territory.territory}, from postcode ${territory.postcode}; outside UK IPT): ${rate.ratePercent.toFixed()} % (in force from ${rate.effectiveFrom}) on the net premium ${netText}, rounded to pennies (${mode}).`,
    table: rate.source.file,
    row: rate.source.row,
    key: `${territory.territory}, tax date ${taxRequiredDate}`,
    factor: fraction.toFixed(),
    amount: tax.toFixed(2),
    before: netText,
    after: netPrice.plus(tax).toFixed(2),
  };
}
