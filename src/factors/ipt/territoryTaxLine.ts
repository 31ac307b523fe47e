import type { Decimal } from "../../decimal/decimal.js";
import type { WorksheetLine } from "../../model/response.js";
import type { MemberTaxPlan } from "../../engine/findTerritoryRatePlan.js";
import type { IptRate, RoundingMode } from "../../tables/types.js";
import { iptLine } from "./iptLine.js";

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
  // The IPT line's figures, with the territory named in its description and key.
  return {
    ...iptLine(memberPointer, rate, mode, taxRequiredDate, fraction, netPrice, tax),
    description: `Premium tax of ${territory.name} (territory ${territory.territory}, from postcode ${territory.postcode}; outside UK IPT): ${rate.ratePercent.toFixed()} % (in force from ${rate.effectiveFrom}) on the net premium ${netPrice.toFixed(2)}, rounded to pennies (${mode}).`,
    key: `${territory.territory}, tax date ${taxRequiredDate}`,
  };
}
