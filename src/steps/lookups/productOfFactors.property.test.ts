import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { productOfFactors } from "./productOfFactors.js";

/** A pool of long-lived factors, as the tables hold: picked again and again, so most products are remembered ones. */
const pool = [
  "1", "1.00", "0.95", "0.85", "1.06", "0.6", "0", "-0", "-1.5", "0.000001", "123456789.123456789", "2", "0.5", "0.914", "1e-30", "7e25",
].map((text) => new Decimal(text));

const factor = fc.oneof(
  { arbitrary: fc.constantFrom(...pool), weight: 4 },
  { arbitrary: fc.tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: -15, max: 15 })).map(([digits, exponent]) => new Decimal(`${digits}e${exponent}`)), weight: 1 },
);

/** A decimal's exact representation: sign, exponent and every digit. */
const exactly = (value: Decimal) => ({ s: value.s, e: value.e, c: [...value.c] });

describe("productOfFactors", () => {
  it("multiplies a premium to exactly what multiplying by each factor in turn gives, digit for digit and sign included", () => {
    fc.assert(
      fc.property(factor, fc.array(factor, { minLength: 1, maxLength: 6 }), (premium, factors) => {
        let stepByStep = premium;
        for (const each of factors) stepByStep = stepByStep.times(each);
        expect(exactly(premium.times(productOfFactors(factors)))).toEqual(exactly(stepByStep));
      }),
      { numRuns: 20_000 },
    );
  });

  it("refuses an empty list", () => {
    expect(() => productOfFactors([])).toThrow(RangeError);
  });
});
