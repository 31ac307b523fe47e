import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { sumPolicyTotals } from "./sumPolicyTotals.js";

describe("sumPolicyTotals", () => {
  it("adds the members' rounded amounts", () => {
    const totals = sumPolicyTotals([
      { netPrice: new Decimal("612.35"), ipt: new Decimal("73.48") },
      { netPrice: new Decimal("0"), ipt: new Decimal("0") },
      { netPrice: new Decimal("150.01"), ipt: new Decimal("18.00") },
    ]);
    expect([totals.netPrice.toFixed(2), totals.ipt.toFixed(2), totals.grossPrice.toFixed(2)]).toEqual(["762.36", "91.48", "853.84"]);
  });

  it("is zero for no members", () => {
    expect(sumPolicyTotals([]).grossPrice.toFixed(2)).toBe("0.00");
  });

  it("adds amounts of different scales exactly, in canonical form", () => {
    const totals = sumPolicyTotals([
      { netPrice: new Decimal("1000"), ipt: new Decimal("120.5") },
      { netPrice: new Decimal("0.125"), ipt: new Decimal("-20.5") },
    ]);
    expect([totals.netPrice.toString(), totals.ipt.toString(), totals.grossPrice.toString()]).toEqual(["1000.125", "100", "1100.125"]);
    expect([totals.ipt.unscaled, totals.ipt.scale]).toEqual([1n, -2]);
  });
});
