import { Decimal } from "./decimal.js";

const ONE_HUNDRED = new Decimal(100);

/**
 * A percentage as a fraction: `percent ÷ 100`, which the tariff's percentages (adjustments,
 * discounts, loadings) turn into factors with. The quotient is `percent.div(100)`'s: dividing
 * by 100 only moves the point two places, exact whenever the result has at most the 40 places
 * a division keeps, so then the point is moved without a division.
 *
 * @example
 * fractionOfPercent(new Decimal("12")).toFixed(); // "0.12"
 * fractionOfPercent(new Decimal("-7.5")).toFixed(); // "-0.075"
 */
export function fractionOfPercent(percent: Decimal): Decimal {
  return percent.scale + 2 <= Decimal.DP ? new Decimal(percent.unscaled, percent.scale + 2) : percent.div(ONE_HUNDRED);
}
