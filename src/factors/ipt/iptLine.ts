import type { Decimal } from "../../decimal/decimal.js";
import type { MemberTaxPlan } from "../../engine/findTerritoryRatePlan.js";
import type { WorksheetLine } from "../../model/response.js";
import type { IptRate, RoundingMode } from "../../tables/types.js";

/**
 * The IPT step's line for a member: UK IPT (`ipt.csv`), or for a member whose tax address is
 * outside the UK for IPT the territory, the postcode that put it there and the territory's
 * rate (`premium-tax.csv`), named in the description and the key.
 *
 * @example
 * iptLine(member.pointer, ukTax, rate, "half-up", "2026-03-01", fraction, netPrice, tax).amount; // "73.48"
 * iptLine(pointer, jerseyTax, rate, "half-up", "2026-03-01", fraction, net, tax).description;
 * // "Premium tax of Jersey (territory JE, from postcode JE2 3AB; outside UK IPT): 0 % (in force from 1994-10-01) on the net premium 647.28, rounded to pennies (half-up)."
 */
export function iptLine(
  memberPointer: string,
  territory: MemberTaxPlan | undefined,
  rate: IptRate,
  mode: RoundingMode,
  taxRequiredDate: string,
  fraction: Decimal,
  netPrice: Decimal,
  tax: Decimal,
): WorksheetLine {
  const netText = netPrice.toFixed(2);
  const outsideUk = territory !== undefined && territory.territory !== "UK";
  const what = outsideUk ? `Premium tax of ${territory.name} (territory ${territory.territory}, from postcode ${territory.postcode}; outside UK IPT):` : "IPT at";
  return {
    member: memberPointer,
    step: "ipt",
    description: `${what} ${rate.ratePercent.toFixed()} % (in force from ${rate.effectiveFrom}) on the net premium ${netText}, rounded to pennies (${mode}).`,
    table: rate.source.file,
    row: rate.source.row,
    key: outsideUk ? `${territory.territory}, tax date ${taxRequiredDate}` : `tax date ${taxRequiredDate}`,
    factor: fraction.toFixed(),
    amount: tax.toFixed(2),
    before: netText,
    after: netPrice.plus(tax).toFixed(2),
  };
}
