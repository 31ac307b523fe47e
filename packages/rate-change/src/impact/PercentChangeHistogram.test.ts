import { describe, expect, it } from "vitest";
import { PercentChangeHistogram } from "./PercentChangeHistogram.js";

describe("PercentChangeHistogram", () => {
  it("answers nearest-rank quantiles to 0.01 %", () => {
    const histogram = new PercentChangeHistogram();
    for (let value = 1; value <= 100; value++) histogram.add(value / 10); // 0.1 % to 10 %
    expect(histogram.count).toBe(100);
    expect(histogram.quantile(0.5)).toBe(5);
    expect(histogram.quantile(0.05)).toBe(0.5);
    expect(histogram.quantile(0.95)).toBe(9.5);
    expect(histogram.quantile(0)).toBe(0.1);
    expect(histogram.quantile(1)).toBe(10);
  });

  it("rounds a change to the nearest hundredth of a percent", () => {
    const histogram = new PercentChangeHistogram();
    histogram.add(-0.004);
    histogram.add(2.346);
    expect(histogram.quantile(0)).toBe(0);
    expect(histogram.quantile(1)).toBe(2.35);
  });

  it("keeps the largest change above the top bin and the floor at -100 %", () => {
    const histogram = new PercentChangeHistogram();
    histogram.add(-100);
    histogram.add(2500);
    histogram.add(1800);
    expect(histogram.quantile(0)).toBe(-100);
    expect(histogram.quantile(1)).toBe(2500);
  });

  it("counts changes in a range, lower bound included", () => {
    const histogram = new PercentChangeHistogram();
    for (const change of [-5, -1, 0, 0, 1, 5]) histogram.add(change);
    expect(histogram.countBetween(-1, 1)).toBe(3);
    expect(histogram.countBetween(0, 0.01)).toBe(2);
  });

  it("has no quantile when empty and refuses a non-finite change", () => {
    const histogram = new PercentChangeHistogram();
    expect(histogram.quantile(0.5)).toBeUndefined();
    expect(() => histogram.add(Number.NaN)).toThrow(RangeError);
  });
});
