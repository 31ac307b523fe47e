import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { isWithinDecimalRange } from "./isWithinDecimalRange.js";

/** What the table checks compute: a decimal of the value, compared with big.js. */
function byBigJs(value: number, min: Decimal, max: Decimal): boolean {
  const sent = new Decimal(value);
  return sent.gte(min) && sent.lte(max);
}

/** Decimal texts of every kind: short, long (beyond a double's 17 digits), tiny, huge, negative. */
const decimalText = fc.oneof(
  fc.tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,25}$/), fc.stringMatching(/^[0-9]{0,30}$/)).map(
    ([negative, whole, fraction]) => `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => String(value)),
  fc.constantFrom("0", "-0", "0.1", "0.3", "1e-320", "1.7976931348623157e308", "1.8e308", "-1.8e308", "100", "-100", "0.5", "2"),
);

/** Doubles near a decimal: the double nearest it, its neighbours, and unrelated values. */
function valuesNear(text: string): fc.Arbitrary<number> {
  const nearest = Number(text);
  // Requests hold finite numbers only (the readers refuse the rest).
  const neighbours = Number.isFinite(nearest) ? [nearest, nextAfter(nearest, Infinity), nextAfter(nearest, -Infinity)].filter(Number.isFinite) : [];
  return fc.oneof(fc.constantFrom(...neighbours, 0, -0), fc.double({ noNaN: true, noDefaultInfinity: true }));
}

function nextAfter(value: number, direction: number): number {
  const view = new DataView(new ArrayBuffer(8));
  if (value === 0) return direction > 0 ? Number.MIN_VALUE : -Number.MIN_VALUE;
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, (value > 0) === direction > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

describe("isWithinDecimalRange", () => {
  it("answers as big.js does at the bounds", () => {
    const min = new Decimal("-0.1");
    const max = new Decimal("0.1");
    expect(isWithinDecimalRange(0.1, min, max)).toBe(true);
    expect(isWithinDecimalRange(-0.1, min, max)).toBe(true);
    expect(isWithinDecimalRange(0.10000000000000002, min, max)).toBe(false);
    const longMax = new Decimal("0.1000000000000000000001");
    expect(isWithinDecimalRange(0.1, min, longMax)).toBe(true);
    const belowTenth = new Decimal("0.0999999999999999999999");
    expect(isWithinDecimalRange(0.1, min, belowTenth)).toBe(false);
  });

  it("answers exactly as big.js on 40,000 values and bounds, at and beside the bounds", () => {
    fc.assert(
      fc.property(
        fc.tuple(decimalText, decimalText).chain(([low, high]) => fc.tuple(fc.constant(low), fc.constant(high), fc.oneof(valuesNear(low), valuesNear(high)))),
        ([low, high, value]) => {
          const min = new Decimal(low);
          const max = new Decimal(high);
          expect(isWithinDecimalRange(value, min, max)).toBe(byBigJs(value, min, max));
        },
      ),
      { numRuns: 40_000 },
    );
  });
});
