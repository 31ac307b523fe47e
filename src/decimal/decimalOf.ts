import { Decimal, type DecimalInput } from "./decimal.js";

/**
 * An exact decimal of a decimal, a numeric string or a finite number: the engine's own
 * `Decimal`, for tools that compute with premiums (impact totals, solved multipliers) without
 * the constructor being part of the pricing API.
 *
 * @example
 * decimalOf("10.005").round(2, ROUND_HALF_UP).toFixed(2); // "10.01"
 */
export function decimalOf(value: DecimalInput): Decimal {
  return new Decimal(value);
}

/** Rounding half away from zero, as premiums are rounded to pennies: the mode `Decimal#round` takes. */
export const ROUND_HALF_UP = Decimal.roundHalfUp;
