import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import type { IptRate } from "../../tables/types.js";
import { fractionOfPercent } from "./fractionOfPercent.js";
import { iptMultiplierOf } from "./iptMultiplierOf.js";

const rateOf = (percent: string): IptRate => ({ ratePercent: new Decimal(percent), effectiveFrom: "2017-06-01" }) as unknown as IptRate;

describe("iptMultiplierOf", () => {
  it("is 1 + ratePercent/100, digit for digit as fractionOfPercent(...).plus(1)", () => {
    for (const percent of ["12", "0", "9.5", "0.000000000000000000000000000000000000001234", "99.99"]) {
      const rate = rateOf(percent);
      expect(iptMultiplierOf(rate).toFixed()).toBe(fractionOfPercent(rate.ratePercent).plus(1).toFixed());
    }
  });

  it("remembers one frozen value per rate", () => {
    const rate = rateOf("12");
    expect(iptMultiplierOf(rate)).toBe(iptMultiplierOf(rate));
    expect(Object.isFrozen(iptMultiplierOf(rate))).toBe(true);
    expect(iptMultiplierOf(rate).toFixed()).toBe("1.12");
  });
});
