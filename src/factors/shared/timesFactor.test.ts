import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { timesFactor } from "./timesFactor.js";

describe("timesFactor", () => {
  it("returns the value itself for a factor of exactly 1, however written", () => {
    const value = new Decimal("612.345");
    for (const one of ["1", "1.00", "1e0", "0.1e1"]) expect(timesFactor(value, new Decimal(one))).toBe(value);
  });

  it("multiplies by any other factor, -1 and 10 included", () => {
    expect(timesFactor(new Decimal("100"), new Decimal("0.92")).toFixed()).toBe("92");
    expect(timesFactor(new Decimal("2"), new Decimal("-1")).toFixed()).toBe("-2");
    expect(timesFactor(new Decimal("2"), new Decimal("10")).toFixed()).toBe("20");
    expect(timesFactor(new Decimal("2"), new Decimal("1.0000001")).toFixed()).toBe("2.0000002");
  });

  it("agrees with times() in digits and scale", () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,25}$/), fc.integer({ min: -30, max: 10 }))
      .map(([negative, digits, exponent]) => new Decimal(`${negative ? "-" : ""}${digits}e${exponent}`));
    const factor = fc.oneof(
      decimal,
      fc.constantFrom("1", "1.00", "-1", "10", "0.1").map((text) => new Decimal(text)),
    );
    fc.assert(
      fc.property(decimal, factor, (value, by) => {
        const product = timesFactor(value, by);
        const expected = value.times(by);
        expect([product.unscaled, product.scale]).toEqual([expected.unscaled, expected.scale]);
      }),
      { numRuns: 10_000 },
    );
  });
});
