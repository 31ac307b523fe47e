import type { Decimal } from "../../decimal.js";
import type { IptRate, RoundingMode } from "../../tables/types.js";
import { fromTable, type MemberLine } from "../mapPricedMembers.js";

/**
 * The IPT step's line. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * iptLine(rate, "half-up", "2026-03-01", fraction, netPrice, tax).amount; // "73.48"
 */
export function iptLine(rate: IptRate, mode: RoundingMode, taxRequiredDate: string, fraction: Decimal, netPrice: Decimal, tax: Decimal): MemberLine {
  const netText = netPrice.toFixed(2);
  return {
    description: `IPT at ${rate.ratePercent.toFixed()} % (in force from ${rate.effectiveFrom}) on the net premium ${netText}, rounded to pennies (${mode}).`,
    ...fromTable(rate.source),
    key: `tax date ${taxRequiredDate}`,
    factor: fraction.toFixed(),
    amount: tax.toFixed(2),
    before: netText,
    after: netPrice.plus(tax).toFixed(2),
  };
}
