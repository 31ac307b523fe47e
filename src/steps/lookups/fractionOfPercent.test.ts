import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { fractionOfPercent } from "./fractionOfPercent.js";

/** Sign, exponent and digits: two decimals that agree here print alike in every format. */
function parts(value: Decimal): { s: number; e: number; c: number[] } {
  return { s: value.s, e: value.e, c: [...value.c] };
}

describe("fractionOfPercent", () => {
  it("divides by 100", () => {
    expect(fractionOfPercent(new Decimal(12)).toFixed()).toBe("0.12");
    expect(fractionOfPercent(new Decimal("-10")).toFixed()).toBe("-0.1");
    expect(fractionOfPercent(new Decimal("9.5")).toFixed()).toBe("0.095");
  });

  it("is div(100) to the digit, sign and exponent, zeros and values beyond 40 places included", () => {
    const edge = ["0", "-0", "1e-38", "1e-39", "5e-39", "4.9e-39", "-5e-39", "-1.5e-39", "123456789.123456789123456789123456789123456789", "5e-324", "1e+21", "-100"];
    for (const text of edge) expect(parts(fractionOfPercent(new Decimal(text)))).toEqual(parts(new Decimal(text).div(100)));
    const decimalText = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,30}$/), fc.integer({ min: -60, max: 20 }))
      .map(([negative, digits, exponent]) => `${negative ? "-" : ""}${digits}e${exponent}`);
    fc.assert(
      fc.property(fc.oneof(decimalText, fc.double({ noNaN: true, noDefaultInfinity: true }).map(String)), (text) => {
        const value = new Decimal(text);
        expect(parts(fractionOfPercent(value))).toEqual(parts(value.div(100)));
      }),
      { numRuns: 20_000 },
    );
  });
});
