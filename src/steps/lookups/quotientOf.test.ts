import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { quotientOf } from "./quotientOf.js";

/** Sign, exponent and digits: two decimals that agree here print alike in every format. */
function parts(value: Decimal): { s: number; e: number; c: number[] } {
  return { s: value.s, e: value.e, c: [...value.c] };
}

describe("quotientOf", () => {
  it("divides to 40 places, half-up", () => {
    expect(quotientOf(new Decimal(1250), new Decimal(1300)).toFixed(6)).toBe("0.961538");
    expect(quotientOf(new Decimal(2), new Decimal(3)).toFixed()).toBe("0.6666666666666666666666666666666666666667");
    expect(quotientOf(new Decimal(-1), new Decimal(3)).toFixed()).toBe("-0.3333333333333333333333333333333333333333");
    expect(quotientOf(new Decimal(10), new Decimal(4)).toFixed()).toBe("2.5");
  });

  it("is div() to the digit, sign and exponent, zero and tiny quotients included", () => {
    const edge: [string, string][] = [["0", "3"], ["-0", "3"], ["1e-45", "3"], ["1e-41", "2"], ["-1e-41", "2"], ["5e-41", "1"], ["1", "3e40"], ["1", "2e40"]];
    for (const [a, b] of edge) expect(parts(quotientOf(new Decimal(a), new Decimal(b)))).toEqual(parts(new Decimal(a).div(b)));
    expect(() => quotientOf(new Decimal(1), new Decimal(0))).toThrow();
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[1-9][0-9]{0,44}$/), fc.integer({ min: -50, max: 20 }))
      .map(([negative, digits, exponent]) => new Decimal(`${negative ? "-" : ""}${digits}e${exponent}`));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(parts(quotientOf(a, b))).toEqual(parts(a.div(b)));
      }),
      { numRuns: 30_000 },
    );
  });

  it("builds its result as big.js does, for the premiums and factors of a quote (up to 16 digits)", () => {
    // Up to 15 digits are read as a number and the quotient is built without text: both pinned to div().
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[1-9][0-9]{0,15}$/), fc.integer({ min: -20, max: 10 }))
      .map(([negative, digits, exponent]) => new Decimal(`${negative ? "-" : ""}${digits}e${exponent}`));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const quotient = quotientOf(a, b);
        const expected = a.div(b);
        expect(parts(quotient)).toEqual(parts(expected));
        expect(quotient.toFixed()).toBe(expected.toFixed());
        expect(quotient.times(b).toFixed()).toBe(expected.times(b).toFixed());
      }),
      { numRuns: 20_000 },
    );
    for (const [a, b] of [["10", "4"], ["1000", "8"], ["999999999999999", "3"], ["123456789012345", "5"], ["1", "1"], ["-7", "7"]] as const) {
      expect(parts(quotientOf(new Decimal(a), new Decimal(b)))).toEqual(parts(new Decimal(a).div(b)));
    }
  });
});
