import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { decimalOfWholeDigits } from "./decimalOfWholeDigits.js";

const parts = (value: Decimal) => ({ s: value.s, e: value.e, c: [...value.c] });

describe("decimalOfWholeDigits", () => {
  it("is big.js' parse of the digits and exponent, to the sign, exponent and digit", () => {
    expect(decimalOfWholeDigits("12500", -4, -1).toFixed()).toBe("-1.25");
    expect(decimalOfWholeDigits("7", 0, 1).toFixed()).toBe("7");
    const digits = fc.stringMatching(/^[1-9][0-9]{0,50}$/);
    fc.assert(
      fc.property(digits, fc.integer({ min: -80, max: 40 }), fc.boolean(), (text, exponent, negative) => {
        const built = decimalOfWholeDigits(text, exponent, negative ? -1 : 1);
        const parsed = new Decimal(`${negative ? "-" : ""}${text}e${exponent}`);
        expect(parts(built)).toEqual(parts(parsed));
        expect(built.toFixed()).toBe(parsed.toFixed());
        expect(built.constructor).toBe(parsed.constructor);
      }),
      { numRuns: 20_000 },
    );
  });
});
