import type { NumberBound } from "./numberBoundOf.js";

/**
 * Whether a request's finite number lies within [min, max], decided as exactly as comparing
 * `new Decimal(value)` with the tables' decimal bounds, without building a decimal: a double
 * other than the bound's nearest double lies on the same side of the bound as that double (no
 * double lies between a bound and its nearest double); on a tie, the sign worked out once by
 * `numberBoundOf` decides.
 *
 * @example
 * isWithinNumberBounds(0.5, numberBoundOf(new Decimal("0.5")), numberBoundOf(new Decimal(2))); // true
 * isWithinNumberBounds(0.1, numberBoundOf(new Decimal("0.1000000000000000000001")), max); // false
 */
export function isWithinNumberBounds(value: number, min: NumberBound, max: NumberBound): boolean {
  const aboveMin = value > min.number || (value === min.number && min.numberVersusBound >= 0);
  return aboveMin && (value < max.number || (value === max.number && max.numberVersusBound <= 0));
}
