import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal, type DecimalRoundingMode } from "./decimal.js";

/**
 * The library's decimal against big.js, the arbitrary-precision decimal it replaced on the hot
 * path and the reference it must agree with to the character: a million draws of pairs of
 * values and of every operation the engine uses, in the ranges the tables' limits allow
 * (premiums to 10^9, factors and rates with up to 12 places) and at the extremes (40-place
 * quotients, 30-digit values, exponents from 1e-30 to 1e30, zero, negative values, ties of
 * every rounding mode).
 */
// 250,000 in the suite (about 15 s); the million of docs/architecture.md with DECIMAL_PROPERTY_DRAWS=1000000.
const DRAWS = Number(process.env["DECIMAL_PROPERTY_DRAWS"] ?? 250_000);
// big.js configured as the library's division is: 40 places, half up.
const Reference = Big();
Reference.DP = 40;
Reference.RM = Big.roundHalfUp;

const sign = fc.constantFrom("", "-");
/** Money and factors as the tariff writes them: up to 10 digits before the point and 12 after. */
const tariffText = fc
  .tuple(sign, fc.stringMatching(/^(0|[1-9][0-9]{0,9})$/), fc.stringMatching(/^[0-9]{0,12}$/))
  .map(([minus, whole, fraction]) => `${minus}${whole}${fraction === "" ? "" : `.${fraction}`}`);
/** Values with many digits and far exponents, written as big.js and JSON write them. */
const extremeText = fc
  .tuple(sign, fc.stringMatching(/^[1-9][0-9]{0,29}$/), fc.integer({ min: -60, max: 30 }))
  .map(([minus, digits, exponent]) => `${minus}${digits}e${exponent}`);
/** Halves and ties: the values rounding modes disagree on. */
const tieText = fc
  .tuple(sign, fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([minus, whole, places]) => `${minus}${whole}${places > 0 ? "." : ""}${"0".repeat(Math.max(0, places - 1))}${places > 0 ? "5" : ""}`);
/** Money and percentages as a request sends them: whole hundredths and tenths, up to and past 10^12 in magnitude. */
const hundredths = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }).map((pennies) => pennies / 100),
  fc.integer({ min: -1e9, max: 1e9 }).map((tenths) => tenths / 10),
  fc.integer({ min: -1e16, max: 1e16 }).map((pennies) => pennies / 100),
);
const numberValue = fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }), hundredths);
const text = fc.oneof(
  { weight: 6, arbitrary: tariffText },
  { weight: 2, arbitrary: extremeText },
  { weight: 2, arbitrary: tieText },
  { weight: 1, arbitrary: fc.constantFrom("0", "1", "-1", "0.01", "100") },
);
const places = fc.integer({ min: 0, max: 14 });
const mode = fc.constantFrom<DecimalRoundingMode>(0, 1, 2, 3);

describe("Decimal against big.js", () => {
  it(`agrees on every operation to the character, on ${DRAWS.toLocaleString("en-GB")} draws`, () => {
    fc.assert(
      fc.property(text, text, places, mode, numberValue, (left, right, dp, rm, number) => {
        // Plain comparisons, not expect(): a million draws. The first disagreement is thrown with both texts.
        const agree = (what: string, ours: unknown, theirs: unknown) => {
          if (ours !== theirs) throw new Error(`${what} of ${left} and ${right} (places ${dp}, mode ${rm}): ${String(ours)} here, ${String(theirs)} in big.js`);
        };
        const x = new Decimal(left);
        const y = new Decimal(right);
        const bx = new Reference(left);
        const by = new Reference(right);
        agree("toString", x.toString(), bx.toString());
        agree("plus", x.plus(y).toString(), bx.plus(by).toString());
        agree("minus", x.minus(y).toString(), bx.minus(by).toString());
        const product = x.times(y);
        const referenceProduct = bx.times(by);
        agree("times", product.toString(), referenceProduct.toString());
        agree("round", product.round(dp, rm).toString(), referenceProduct.round(dp, rm).toString());
        agree("timesRoundedTo", x.timesRoundedTo(y, dp, rm).toString(), referenceProduct.round(dp, rm).toString());
        agree("toFixed", x.toFixed(dp, rm), bx.toFixed(dp, rm));
        agree("toFixed()", x.toFixed(), bx.toFixed());
        agree("cmp", x.cmp(y), bx.cmp(by));
        agree("eq", x.eq(y), bx.eq(by));
        agree("abs", x.abs().toString(), bx.abs().toString());
        agree("toNumber", x.toNumber(), bx.toNumber() === 0 ? 0 : bx.toNumber());
        agree("from a number", new Decimal(number).toString(), new Reference(number).toString());
        if (!by.eq(0)) {
          agree("div", x.div(y).toString(), bx.div(by).toString());
          const Places = Big();
          Places.DP = dp;
          Places.RM = rm;
          agree("quotientTo", x.quotientTo(y, dp, rm).toString(), new Places(left).div(right).toString());
        }
      }),
      { numRuns: DRAWS },
    );
  }, 600_000);

  it("keeps one canonical form: equal values have equal fields, and zero has no sign", () => {
    expect(new Decimal("1.500")).toStrictEqual(new Decimal("15e-1"));
    expect(new Decimal("100")).toStrictEqual(new Decimal(100));
    expect(new Decimal("-0")).toStrictEqual(new Decimal(0));
    expect(new Decimal("0.25").times(4)).toStrictEqual(new Decimal(1));
    expect(new Decimal(1).div(4).scale).toBe(2);
  });

  it("refuses what is not a finite decimal", () => {
    for (const bad of ["", ".", "-", "1..2", "1e", "abc", " 1", "1 ", "+1", "Infinity"]) expect(() => new Decimal(bad)).toThrow(TypeError);
    expect(() => new Decimal(Number.NaN)).toThrow(TypeError);
    expect(() => new Decimal(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => new Decimal(1).div(0)).toThrow(RangeError);
    expect(() => new Decimal("1e2000000")).toThrow(TypeError);
  });

  it("reads a decimal of another copy of the library by its fields", () => {
    const foreign = { unscaled: 61234n, scale: 2 };
    expect(new Decimal(foreign as unknown as Decimal).toString()).toBe("612.34");
    expect(new Decimal("1").plus(foreign as unknown as Decimal).toString()).toBe("613.34");
  });
});
