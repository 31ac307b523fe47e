import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { fractionOfPercent } from "./fractionOfPercent.js";
import { marginMultiplierOf } from "./marginMultiplierOf.js";

describe("marginMultiplierOf", () => {
  it("is 1 − percent/100, digit for digit as ONE.minus(fractionOfPercent(percent))", () => {
    for (const text of ["5", "0", "12.345", "99.9999", "0.000000000000000000000000000000000000000987", "-3"]) {
      const percent = new Decimal(text);
      expect(marginMultiplierOf(percent).toFixed()).toBe(new Decimal(1).minus(fractionOfPercent(percent)).toFixed());
    }
  });

  it("remembers one frozen value per decimal", () => {
    const percent = new Decimal(5);
    expect(marginMultiplierOf(percent)).toBe(marginMultiplierOf(percent));
    expect(Object.isFrozen(marginMultiplierOf(percent))).toBe(true);
    expect(marginMultiplierOf(percent).toFixed()).toBe("0.95");
  });
});
