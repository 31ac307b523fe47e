import type { Decimal } from "../../decimal.js";
import type { RoundingMode } from "../../tables/types.js";
import { roundToPennies } from "./roundDecimal.js";

/**
 * A member's Insurance Premium Tax: netPrice × rate/100 (`fraction`), rounded to pennies with
 * the tables' rounding mode. Shared by the IPT step and the fused pass of the default steps.
 *
 * @example
 * iptAmountOf(new Decimal("612.35"), new Decimal("0.12"), "half-up").toFixed(2); // "73.48"
 */
export function iptAmountOf(netPrice: Decimal, fraction: Decimal, mode: RoundingMode): Decimal {
  return roundToPennies(netPrice.times(fraction), mode);
}
