import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { RENEWAL_PRICE_RULES } from "../tables/types.js";
import { proRataShare } from "./proRataShare.js";

const MODES = ["half-up", "half-even", "half-down", "down", "up"] as const;

describe("proRataShare", () => {
  it("is the annual amount × days ÷ days in the year, rounded once to pennies", () => {
    // 647.28 × 31 / 365 = 54.97441…
    expect(proRataShare(new Decimal("647.28"), 31, 365, "half-up").toFixed(2)).toBe("54.97");
    // 100.00 × 183 / 366 = 50 exactly
    expect(proRataShare(new Decimal("100.00"), 183, 366, "half-up").toFixed(2)).toBe("50.00");
    expect(proRataShare(new Decimal("647.28"), 365, 365, "half-up").toFixed(2)).toBe("647.28");
  });

  it("rounds a half penny by the tables' mode", () => {
    // 73/365 is exactly 1/5, so 0.625 × 73/365 = 0.125: a half penny.
    expect(proRataShare(new Decimal("0.625"), 73, 365, "half-even").toFixed(2)).toBe("0.12");
    expect(proRataShare(new Decimal("0.625"), 73, 365, "half-up").toFixed(2)).toBe("0.13");
    expect(proRataShare(new Decimal("0.625"), 73, 365, "down").toFixed(2)).toBe("0.12");
  });

  it("splits of a year sum to the annual amount within a penny per split", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(365, 366),
        fc.uniqueArray(fc.integer({ min: 1, max: 364 }), { maxLength: 12 }),
        fc.constantFrom(...MODES),
        (pennies, daysInYear, cuts, mode) => {
          const annual = new Decimal(pennies).div(100);
          const bounds = [0, ...[...cuts].sort((a, b) => a - b), daysInYear];
          let sum = new Decimal(0);
          for (let index = 1; index < bounds.length; index += 1) {
            sum = sum.plus(proRataShare(annual, (bounds[index] ?? 0) - (bounds[index - 1] ?? 0), daysInYear, mode));
          }
          const splits = bounds.length - 1;
          expect(sum.minus(annual).abs().lte(new Decimal(splits).times("0.01"))).toBe(true);
        },
      ),
    );
  });

  it("keeps the rule names the tables accept", () => {
    expect(RENEWAL_PRICE_RULES).toEqual(["report", "warn", "cap_at_enbp"]);
  });
});
