import { Decimal } from "../../decimal.js";

const ONE_HUNDRED = new Decimal(100);

/**
 * A percentage as a fraction: `percent ÷ 100`, which the tariff's percentages (adjustments,
 * discounts, loadings) turn into factors with.
 *
 * @example
 * fractionOfPercent(new Decimal("12")).toFixed(); // "0.12"
 * fractionOfPercent(new Decimal("-7.5")).toFixed(); // "-0.075"
 */
export function fractionOfPercent(percent: Decimal): Decimal {
  return percent.div(ONE_HUNDRED);
}
