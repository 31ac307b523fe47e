import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import type { RenewalLimits } from "../../tables/types.js";
import { fractionOfPercent } from "./fractionOfPercent.js";
import { renewalMultipliersOf } from "./renewalMultipliersOf.js";

const limits = (capPercent: string, collarPercent: string): RenewalLimits =>
  ({ capPercent: new Decimal(capPercent), collarPercent: new Decimal(collarPercent) }) as unknown as RenewalLimits;

describe("renewalMultipliersOf", () => {
  it("gives 1 + collar/100 and 1 + cap/100, digit for digit as fractionOfPercent(...).plus(1)", () => {
    for (const [cap, collar] of [["25", "-10"], ["0", "0"], ["12.3456789", "-99.99"], ["1e-30", "-1e-45"], ["300", "-100"]] as const) {
      const renewal = limits(cap, collar);
      const { floor, ceiling } = renewalMultipliersOf(renewal);
      expect(floor.toFixed()).toBe(fractionOfPercent(renewal.collarPercent).plus(1).toFixed());
      expect(ceiling.toFixed()).toBe(fractionOfPercent(renewal.capPercent).plus(1).toFixed());
    }
  });

  it("remembers the multipliers per limits object, frozen", () => {
    const renewal = limits("25", "-10");
    const first = renewalMultipliersOf(renewal);
    expect(renewalMultipliersOf(renewal)).toBe(first);
    expect(Object.isFrozen(first.floor)).toBe(true);
    expect(renewalMultipliersOf(limits("25", "-10"))).not.toBe(first);
    expect(first.ceiling.toFixed()).toBe("1.25");
    expect(first.floor.toFixed()).toBe("0.9");
  });
});
