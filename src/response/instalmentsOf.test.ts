import Big from "big.js";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "../decimal/decimal.js";
import { instalmentsOf } from "./instalmentsOf.js";

const split = (annual: string, n: number) => {
  const { first, regular } = instalmentsOf(new Decimal(annual), n);
  return [first.toFixed(2), regular.toFixed(2)];
};

describe("instalmentsOf", () => {
  it("rounds the regular instalment down and gives the remainder to the first", () => {
    expect(split("1000", 12)).toEqual(["83.37", "83.33"]);
    expect(split("100.01", 4)).toEqual(["25.01", "25.00"]);
    expect(split("99.99", 12)).toEqual(["8.36", "8.33"]);
  });

  it("is the annual amount itself for one payment a year", () => {
    expect(split("612.35", 1)).toEqual(["612.35", "612.35"]);
  });

  it("always adds up to the annual amount", () => {
    for (const annual of ["0", "0.01", "0.11", "1234.57", "685.83"]) {
      for (const n of [1, 4, 12]) {
        const { first, regular } = instalmentsOf(new Decimal(annual), n);
        expect(first.plus(regular.times(n - 1)).eq(annual)).toBe(true);
        expect(first.gte(regular)).toBe(true);
      }
    }
  });
});

describe("instalmentsOf, for any amount in pennies", () => {
  it("adds up exactly, with a regular instalment rounded down and a first one within n − 1 pennies of it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.constantFrom(1, 4, 12), (pennies, n) => {
        const annual = new Decimal(pennies).div(100);
        const { first, regular } = instalmentsOf(annual, n);
        expect(first.plus(regular.times(n - 1)).eq(annual)).toBe(true);
        expect(regular.times(n).lte(annual)).toBe(true);
        expect(regular.round(2, 0).eq(regular)).toBe(true);
        expect(first.minus(regular).times(100).lt(n)).toBe(true);
      }),
    );
  });

  it("splits as big.js' division to pennies rounding down does, to the digit and sign", () => {
    // big.js, the reference the library's decimal is tested against, set to divide to pennies rounding down.
    const PennyDivision = Big();
    PennyDivision.DP = 2;
    PennyDivision.RM = Big.roundDown;
    const amount = fc.oneof(
      fc.integer({ min: -1e9, max: 1e12 }).map((pennies) => new Decimal(pennies).div(100)),
      fc.stringMatching(/^-?[0-9]{1,8}\.[0-9]{3,6}$/).map((text) => new Decimal(text)),
      // Whole hundreds and thousands (a negative scale) and long fractions (a scale beyond pennies).
      fc.tuple(fc.integer({ min: -1e6, max: 1e9 }), fc.integer({ min: -30, max: 6 })).map(([digits, exponent]) => new Decimal(`${digits}e${exponent}`)),
    );
    fc.assert(
      fc.property(amount, fc.constantFrom(2, 3, 4, 12), (annual, n) => {
        const { first, regular } = instalmentsOf(annual, n);
        const expected = new Decimal(new PennyDivision(annual.toString()).div(n).toString());
        expect(regular.toString()).toBe(expected.toString());
        expect(first.eq(annual.minus(expected.times(n - 1)))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
