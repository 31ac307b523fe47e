import type { Decimal } from "../../decimal/decimal.js";
import type { RoundingMode } from "../../tables/types.js";
import { roundedProduct } from "../../engine/roundDecimal.js";

/**
 * A member's Insurance Premium Tax: netPrice × rate/100 (`fraction`), rounded to pennies with
 * the tables' rounding mode, the exact product not built as a decimal of its own (`roundedProduct`).
 *
 * @example
 * iptAmountOf(new Decimal("612.35"), new Decimal("0.12"), "half-up").toFixed(2); // "73.48"
 */
export function iptAmountOf(netPrice: Decimal, fraction: Decimal, mode: RoundingMode): Decimal {
  return roundedProduct(netPrice, fraction, 2, mode);
}
