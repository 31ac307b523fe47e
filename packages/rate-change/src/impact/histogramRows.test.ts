import { describe, expect, it } from "vitest";
import { formatPercent, histogramRows } from "./histogramRows.js";
import { PercentChangeHistogram } from "./PercentChangeHistogram.js";

function histogramOf(changes: number[]): PercentChangeHistogram {
  const histogram = new PercentChangeHistogram();
  changes.forEach((change) => histogram.add(change));
  return histogram;
}

describe("histogramRows", () => {
  it("puts every policy in exactly one bar of a round width", () => {
    const changes = Array.from({ length: 1000 }, (_, index) => (index % 200) / 10 - 5); // -5 % to +14.9 %
    const rows = histogramRows(histogramOf(changes), 12);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(1000);
    expect(rows.length).toBeLessThanOrEqual(14);
    expect(rows[0]).toEqual({ label: "-6.00 % to -4.00 %", count: 50 });
  });

  it("shows outliers in tail bars instead of stretching the picture", () => {
    const changes = [...Array.from({ length: 500 }, (_, index) => (index % 5) - 2), 400, -90];
    const rows = histogramRows(histogramOf(changes), 10);
    expect(rows[0]).toEqual({ label: "below -2.00 %", count: 1 });
    expect(rows[1]).toEqual({ label: "-2.00 % to -1.50 %", count: 100 });
    expect(rows.at(-1)).toEqual({ label: "+2.50 % and above", count: 1 });
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(502);
  });

  it("keeps to a few bars when many changes are beyond the fine bins (a premium of a penny before)", () => {
    const changes = [...Array.from({ length: 90 }, (_, index) => index / 10), ...Array.from({ length: 10 }, (_, index) => 5_000_000 + index)];
    const rows = histogramRows(histogramOf(changes), 14);
    expect(rows.length).toBeLessThanOrEqual(16);
    expect(rows.at(-1)).toEqual({ label: "+1100.00 % and above", count: 10 });
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(100);
  });

  it("has one bar when every change is the same, none when empty", () => {
    expect(histogramRows(histogramOf([2.5, 2.5]))).toEqual([{ label: "+2.50 %", count: 2 }]);
    expect(histogramRows(new PercentChangeHistogram())).toEqual([]);
  });
});

describe("formatPercent", () => {
  it("signs and rounds to two decimals", () => {
    expect(formatPercent(2.5)).toBe("+2.50 %");
    expect(formatPercent(-0.754)).toBe("-0.75 %");
    expect(formatPercent(0)).toBe("0.00 %");
    expect(formatPercent(-0.001)).toBe("0.00 %");
  });
});
