import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { buildTestIptTable } from "../testing/buildTestTables.js";
import { iptAmountOf } from "./iptAmountOf.js";
import { iptFractionOf } from "./iptFractionOf.js";

describe("iptFractionOf and iptAmountOf", () => {
  it("turns a rate into its fraction once, and rounds the tax to pennies", () => {
    const rate = buildTestIptTable().rates.at(-1)!;
    const fraction = iptFractionOf(rate);
    expect(fraction.toFixed()).toBe(rate.ratePercent.div(100).toFixed());
    expect(iptFractionOf(rate)).toBe(fraction);
    expect(iptAmountOf(new Decimal("612.35"), new Decimal("0.12"), "half-up").toFixed(2)).toBe("73.48");
    expect(iptAmountOf(new Decimal("612.35"), new Decimal("0.12"), "down").toFixed(2)).toBe("73.48");
    expect(iptAmountOf(new Decimal("100.05"), new Decimal("0.1"), "half-even").toFixed(2)).toBe("10.00");
  });
});
