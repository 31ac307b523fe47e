import { Decimal } from "../decimal/decimal.js";

/**
 * A decimal bound of the tables in the form a request's number is compared with: the double
 * nearest the bound, and how that double (read as a decimal, as `new Decimal(value)` reads a
 * request's number) compares with the exact bound. A request's number lies on the same side
 * of the bound as of its nearest double unless it is that double, so one number comparison
 * and, on a tie, the sign worked out here decide exactly (see `isWithinNumberBounds`), even
 * for a bound with more digits than a double holds.
 */
export interface NumberBound {
  /** The double nearest the bound (`Number(bound)`). */
  readonly number: number;
  /** How `new Decimal(number)` compares with the bound: -1 below, 0 equal, 1 above. */
  readonly numberVersusBound: -1 | 0 | 1;
}

/**
 * The bound `bound` ready to compare a request's number with, worked out once when the rating
 * plan is compiled. Frozen.
 *
 * @example
 * numberBoundOf(new Decimal("0.1")); // { number: 0.1, numberVersusBound: 0 }
 * numberBoundOf(new Decimal("0.10000000000000000001")); // { number: 0.1, numberVersusBound: -1 }
 */
export function numberBoundOf(bound: Decimal): NumberBound {
  const number = bound.toNumber();
  // A bound beyond the doubles (1e400) is above (or below) every finite number a request holds.
  const numberVersusBound = Number.isFinite(number) ? new Decimal(number).cmp(bound) : number > 0 ? 1 : -1;
  return Object.freeze({ number, numberVersusBound });
}
