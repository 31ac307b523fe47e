import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { timesExactly } from "./timesExactly.js";

/** Sign, exponent and digits: two decimals that agree here print alike in every format. */
const parts = (value: Decimal) => ({ s: value.s, e: value.e, c: [...value.c] });

const decimalOf = (maxDigits: number) =>
  fc
    .tuple(fc.boolean(), fc.stringMatching(new RegExp(`^[0-9]{1,${maxDigits}}$`)), fc.integer({ min: -30, max: 20 }))
    .map(([negative, digits, exponent]) => new Decimal(`${negative ? "-" : ""}${digits}e${exponent}`));

describe("timesExactly", () => {
  it("is big.js' times to the sign, exponent and digit", () => {
    const operand = fc.oneof(
      { arbitrary: decimalOf(8), weight: 4 },
      { arbitrary: decimalOf(16), weight: 2 },
      { arbitrary: decimalOf(45), weight: 1 },
      { arbitrary: fc.constantFrom("0", "-0", "1", "-1", "9007199254740991", "9007199254740993", "94906265", "94906267", "0.6", "1.06").map((text) => new Decimal(text)), weight: 1 },
    );
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const product = timesExactly(a, b);
        const expected = a.times(b);
        expect(parts(product)).toEqual(parts(expected));
        expect(product.toFixed()).toBe(expected.toFixed());
        expect(product.constructor).toBe(expected.constructor);
      }),
      { numRuns: 40_000 },
    );
  });

  it("takes the double path where the digits' product is below 2^53, and big.js' at and beyond it", () => {
    // 94906265² < 2^53 < 94906267²: both sides of the edge give big.js' digits.
    for (const text of ["94906265", "94906266", "94906267", "999999999999999", "0.000000000000001"]) {
      const value = new Decimal(text);
      expect(parts(timesExactly(value, value))).toEqual(parts(value.times(value)));
    }
    expect(timesExactly(new Decimal("554.49576"), new Decimal("1.06")).toFixed()).toBe("587.7655056");
    expect(parts(timesExactly(new Decimal("-0"), new Decimal("3")))).toEqual(parts(new Decimal("-0").times(new Decimal("3"))));
  });
});
