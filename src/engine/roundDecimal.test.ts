import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Decimal } from "../decimal/decimal.js";
import { roundDecimal, roundedProduct, roundToPennies } from "./roundDecimal.js";

const round = (value: string, mode: Parameters<typeof roundDecimal>[2]) => roundDecimal(new Decimal(value), 2, mode).toFixed(2);

describe("roundDecimal", () => {
  it("rounds a half with each mode", () => {
    expect(round("2.675", "half-up")).toBe("2.68");
    expect(round("2.675", "half-down")).toBe("2.67");
    expect(round("2.675", "half-even")).toBe("2.68");
    expect(round("2.665", "half-even")).toBe("2.66");
    expect(round("2.671", "down")).toBe("2.67");
    expect(round("2.671", "up")).toBe("2.68");
  });

  it("half-down rounds up past the half and down below it", () => {
    expect(round("2.6751", "half-down")).toBe("2.68");
    expect(round("2.6749", "half-down")).toBe("2.67");
    expect(round("-2.675", "half-down")).toBe("-2.67");
    expect(round("-2.6751", "half-down")).toBe("-2.68");
  });

  it("acts on the magnitude of negative amounts", () => {
    expect(round("-2.675", "half-up")).toBe("-2.68");
    expect(round("-2.671", "down")).toBe("-2.67");
  });

  it("leaves an exact amount alone", () => {
    expect(roundToPennies(new Decimal("10.5"), "up").toFixed(2)).toBe("10.50");
  });
});

describe("roundDecimal, for any amount", () => {
  const amounts = fc
    .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
    .map(([digits, scale]) => new Decimal(digits.toString()).div(new Decimal(10).pow(scale)));

  it("stays within one penny of the amount, in every mode, and keeps pennies as they are", () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom("half-up", "half-even", "half-down", "down", "up" as const), (amount, mode) => {
        const rounded = roundToPennies(amount, mode);
        expect(rounded.minus(amount).abs().lt("0.01")).toBe(true);
        expect(roundToPennies(rounded, mode).eq(rounded)).toBe(true);
      }),
    );
  });

  it("half-down and half-up differ only on an exact half", () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const up = roundToPennies(amount, "half-up");
        const down = roundToPennies(amount, "half-down");
        // Not mod(): it writes the constructor's DP and RM, which are frozen (src/decimal.ts).
        const thousandths = amount.times(1000).abs();
        const lastDigit = thousandths.minus(thousandths.div(10).round(0, 0).times(10));
        const isHalf = lastDigit.eq(5) && thousandths.round(0, 0).eq(thousandths);
        expect(up.eq(down)).toBe(!isHalf);
      }),
    );
  });

  it("rounds a product as roundDecimal rounds the exact product, in every mode", () => {
    fc.assert(
      fc.property(
        amounts,
        amounts,
        fc.integer({ min: -2, max: 6 }),
        fc.constantFrom("half-up", "half-even", "half-down", "down", "up" as const),
        (value, factor, places, mode) => {
          expect(roundedProduct(value, factor, places, mode).toString()).toBe(roundDecimal(value.times(factor), places, mode).toString());
        },
      ),
    );
  });
});
