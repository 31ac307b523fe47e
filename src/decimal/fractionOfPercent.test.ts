import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "./decimal.js";
import { fractionOfPercent } from "./fractionOfPercent.js";

describe("fractionOfPercent", () => {
  it("divides by 100, exactly while the result fits 40 places", () => {
    expect(fractionOfPercent(new Decimal(12)).toFixed()).toBe("0.12");
    expect(fractionOfPercent(new Decimal("-10")).toFixed()).toBe("-0.1");
    expect(fractionOfPercent(new Decimal("9.5")).toFixed()).toBe("0.095");
    expect(fractionOfPercent(new Decimal("0")).toFixed()).toBe("0");
    expect(fractionOfPercent(new Decimal("1e-38")).toString()).toBe("1e-40");
  });

  it("rounds half up at the 40th place beyond it, as every division does", () => {
    expect(fractionOfPercent(new Decimal("5e-39")).toString()).toBe("1e-40");
    expect(fractionOfPercent(new Decimal("4.9e-39")).toString()).toBe("0");
    expect(fractionOfPercent(new Decimal("-5e-39")).toString()).toBe("-1e-40");
  });

  it("is percent.div(100) on every draw, however many places", () => {
    const percent = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,30}$/), fc.integer({ min: -45, max: 10 }))
      .map(([negative, digits, exponent]) => new Decimal(`${negative ? "-" : ""}${digits}e${exponent}`));
    fc.assert(
      fc.property(percent, (value) => {
        const fraction = fractionOfPercent(value);
        const divided = value.div(100);
        expect([fraction.unscaled, fraction.scale]).toEqual([divided.unscaled, divided.scale]);
      }),
      { numRuns: 20_000 },
    );
  });
});
