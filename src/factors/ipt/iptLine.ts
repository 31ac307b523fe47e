import type { Decimal } from "../../decimal/decimal.js";
import type { IptRate, RoundingMode } from "../../tables/types.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The IPT step's line for a member taxed at UK IPT (`territoryTaxLine` builds on it for a territory outside it).
 *
 * @example
 * iptLine(member.pointer, rate, "half-up", "2026-03-01", fraction, netPrice, tax).amount; // "73.48"
 */
export function iptLine(
  memberPointer: string,
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
    description: `IPT at ${rate.ratePercent.toFixed()} % (in force from ${rate.effectiveFrom}) on the net premium ${netText}, rounded to pennies (${mode}).`,
    table: rate.source.file,
    row: rate.source.row,
    key: `tax date ${taxRequiredDate}`,
    factor: fraction.toFixed(),
    amount: tax.toFixed(2),
    before: netText,
    after: netPrice.plus(tax).toFixed(2),
  };
}
