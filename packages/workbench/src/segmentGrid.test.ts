import { describe, expect, it } from "vitest";
import { SegmentTotals } from "@pmi-rating/rate-change";
import { segmentGrid } from "./segmentGrid.js";

const segment = (age: string, band: string, from: string, to: string, percent: number) => {
  const totals = new SegmentTotals([age, band], 10);
  totals.add(from, to, percent);
  return totals.summary();
};

describe("segmentGrid", () => {
  it("lays the segments out by age band and postcode band, and sums each row and column exactly", () => {
    const grid = segmentGrid([segment("10-17", "B", "100.00", "110.00", 10), segment("5-9", "A", "100.00", "105.00", 5), segment("10-17", "A", "300.00", "303.00", 1)]);
    expect(grid.ageBands).toEqual(["5-9", "10-17"]);
    expect(grid.postcodeBands).toEqual(["A", "B"]);
    expect(grid.cells).toEqual([
      [{ changePercent: 5, count: 1 }, undefined],
      [
        { changePercent: 1, count: 1 },
        { changePercent: 10, count: 1 },
      ],
    ]);
    expect(grid.byAge).toEqual([
      { label: "5-9", changePercent: 5, count: 1 },
      { label: "10-17", changePercent: 3.25, count: 2 },
    ]);
    expect(grid.byBand).toEqual([
      { label: "A", changePercent: 2, count: 2 },
      { label: "B", changePercent: 10, count: 1 },
    ]);
  });
});
