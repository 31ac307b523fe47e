import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { moneyAsNumber } from "./moneyAsNumber.js";

describe("moneyAsNumber", () => {
  it("gives amounts in pennies as numbers, rounding half-up beyond them", () => {
    expect(moneyAsNumber(new Decimal("612.35"))).toBe(612.35);
    expect(moneyAsNumber(new Decimal("612.345"))).toBe(612.35);
    expect(moneyAsNumber(new Decimal("1000"))).toBe(1000);
    expect(moneyAsNumber(new Decimal("-0.1"))).toBe(-0.1);
    // The library's decimal has no negative zero (JSON writes -0 as 0 anyway).
    expect(Object.is(moneyAsNumber(new Decimal("-0")), 0)).toBe(true);
  });

  it("is round(2).toNumber() for every amount, however many digits", () => {
    const amount = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,20}$/), fc.integer({ min: -6, max: 18 }))
      .map(([negative, digits, exponent]) => new Decimal(`${negative ? "-" : ""}${digits}e${exponent}`));
    const pennies = fc.tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 2 })).map(([whole, places]) => new Decimal(whole).div(10 ** places));
    fc.assert(
      fc.property(fc.oneof(amount, pennies), (value) => {
        expect(Object.is(moneyAsNumber(value), value.round(2).toNumber())).toBe(true);
      }),
      { numRuns: 50_000 },
    );
  });
});
