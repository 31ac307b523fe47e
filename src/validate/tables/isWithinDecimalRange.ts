import { Decimal } from "../../decimal.js";

/** A decimal bound of the tables with the double nearest to it, worked out once. */
export interface DecimalBound {
  readonly decimal: Decimal;
  /** `Number(decimal)`: the double nearest the decimal. */
  readonly nearest: number;
}

/**
 * A decimal bound and its nearest double.
 *
 * @example
 * decimalBound(new Decimal("0.1")).nearest; // 0.1
 */
export function decimalBound(decimal: Decimal): DecimalBound {
  return { decimal, nearest: Number(decimal.toString()) };
}

/**
 * Whether a finite number sent in a request lies within `[min, max]`, exactly as
 * `new Decimal(value).gte(min) && new Decimal(value).lte(max)` says, the comparison the table
 * checks make (`checkAdjustmentLimits`, `checkInputBounds`).
 *
 * Why it exists: the validator's fast path compares every sent adjustment and bound without
 * building a decimal. Rounding to the nearest double is monotonic, and `new Decimal(value)`
 * reads the shortest text of `value`, which rounds back to `value`; so `value` below the
 * double nearest a bound means the decimal is below the bound, and above means above. Only
 * when they are equal is the answer left to big.js. A property test pins it to big.js.
 *
 * @example
 * isWithinDecimalRange(0.5, decimalBound(new Decimal("0.5")), decimalBound(new Decimal(2))); // true
 */
export function isWithinDecimalRange(value: number, min: DecimalBound, max: DecimalBound): boolean {
  return compareWithBound(value, min) >= 0 && compareWithBound(value, max) <= 0;
}

/** -1, 0 or 1 as `new Decimal(value).cmp(bound.decimal)`. */
function compareWithBound(value: number, bound: DecimalBound): number {
  if (value < bound.nearest) return -1;
  if (value > bound.nearest) return 1;
  return new Decimal(value).cmp(bound.decimal);
}
