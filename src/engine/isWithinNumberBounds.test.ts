import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { isWithinNumberBounds } from "./isWithinNumberBounds.js";
import { numberBoundOf } from "./numberBoundOf.js";

/** What the checks decided before the plan held the bounds: the value read as a decimal. */
function decimalVerdict(value: number, min: string, max: string): boolean {
  const sent = new Decimal(value);
  return sent.gte(new Decimal(min)) && sent.lte(new Decimal(max));
}

function within(value: number, min: string, max: string): boolean {
  return isWithinNumberBounds(value, numberBoundOf(new Decimal(min)), numberBoundOf(new Decimal(max)));
}

/** The doubles next to `value`, one ulp below and above. */
function neighbours(value: number): [number, number] {
  const bits = new Float64Array([value]);
  const word = new BigInt64Array(bits.buffer);
  const toward = (step: bigint) => {
    const copy = new BigInt64Array([word[0]! + (value >= 0 ? step : -step)]);
    return new Float64Array(copy.buffer)[0]!;
  };
  return value === 0 ? [-Number.MIN_VALUE, Number.MIN_VALUE] : [toward(-1n), toward(1n)];
}

describe("isWithinNumberBounds", () => {
  it.each(["0", "0.1", "0.5", "2", "15", "99.99", "-20", "-0.1", "250000", "1e-7"])("accepts a value equal to the bound %s and refuses one ulp outside", (bound) => {
    const value = Number(bound);
    const [below, above] = neighbours(value);
    expect(below).toBeLessThan(value);
    expect(above).toBeGreaterThan(value);
    // As the upper bound.
    expect(within(value, "-1e9", bound)).toBe(true);
    expect(within(below, "-1e9", bound)).toBe(true);
    expect(within(above, "-1e9", bound)).toBe(false);
    // As the lower bound.
    expect(within(value, bound, "1e9")).toBe(true);
    expect(within(above, bound, "1e9")).toBe(true);
    expect(within(below, bound, "1e9")).toBe(false);
  });

  it("stays exact for a bound with more digits than a double holds", () => {
    // 0.1 as a double reads as the decimal 0.1, below this bound and above the next one.
    expect(within(0.1, "0.1000000000000000000001", "1")).toBe(false);
    expect(within(0.1, "0", "0.1000000000000000000001")).toBe(true);
    expect(within(0.1, "0.0999999999999999999999", "1")).toBe(true);
    expect(within(0.1, "0", "0.0999999999999999999999")).toBe(false);
    const [, above] = neighbours(0.1);
    expect(within(above, "0", "0.1000000000000000000001")).toBe(false);
    expect(within(above, "0.1000000000000000000001", "1")).toBe(true);
  });

  it("treats a bound beyond the doubles as above (or below) every finite number", () => {
    expect(within(Number.MAX_VALUE, "0", "1e400")).toBe(true);
    expect(within(-Number.MAX_VALUE, "-1e400", "0")).toBe(true);
    expect(within(Number.MAX_VALUE, "1e400", "1e401")).toBe(false);
  });

  it("decides as comparing decimals does, for any finite double and bounds", () => {
    const decimalText = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => new Decimal(value).toFixed()),
      fc
        .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 25 }), fc.nat())
        .map(([whole, places, digits]) => `${whole}.${String(digits).padStart(places, "0")}`),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), decimalText, decimalText, (value, min, max) => {
        expect(within(value, min, max)).toBe(decimalVerdict(value, min, max));
        const [below, above] = neighbours(Number(min));
        for (const near of [Number(min), below, above, Number(max)]) if (Number.isFinite(near)) expect(within(near, min, max)).toBe(decimalVerdict(near, min, max));
      }),
      { numRuns: 3000 },
    );
  });
});
