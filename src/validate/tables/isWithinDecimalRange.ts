import { Decimal } from "../../decimal.js";

/** The double nearest each decimal bound met so far; the tables' decimals are immutable and long-lived. */
const nearestDoubles = new WeakMap<Decimal, number>();

/** `Number(bound)`, the double nearest the decimal, worked out once per decimal. */
function nearestDoubleOf(bound: Decimal): number {
  let nearest = nearestDoubles.get(bound);
  if (nearest === undefined) {
    nearest = Number(bound.toString());
    nearestDoubles.set(bound, nearest);
  }
  return nearest;
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
 * isWithinDecimalRange(0.5, new Decimal("0.5"), new Decimal(2)); // true
 */
export function isWithinDecimalRange(value: number, min: Decimal, max: Decimal): boolean {
  return compareWithBound(value, min) >= 0 && compareWithBound(value, max) <= 0;
}

/** -1, 0 or 1 as `new Decimal(value).cmp(bound)`. */
function compareWithBound(value: number, bound: Decimal): number {
  const nearest = nearestDoubleOf(bound);
  if (value < nearest) return -1;
  if (value > nearest) return 1;
  return new Decimal(value).cmp(bound);
}
