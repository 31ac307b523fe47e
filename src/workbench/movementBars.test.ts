import { describe, expect, it } from "vitest";
import { movementBars } from "./movementBars.js";

describe("movementBars", () => {
  it("labels the parts in order and sizes them against the largest", () => {
    const bars = movementBars({
      previousNetPrice: 900,
      netPrice: 960,
      change: 60,
      parts: [
        { part: "ageBand", amount: 100, description: "" },
        { part: "capping", amount: -40, description: "" },
      ],
      ipt: 115.2,
      grossPrice: 1075.2,
    });
    expect(bars).toEqual([
      { label: "Age band", amount: 100, percent: 100 },
      { label: "Capping", amount: -40, percent: 40 },
    ]);
  });

  it("draws no bar when nothing moved", () => {
    expect(movementBars({ previousNetPrice: 1, netPrice: 1, change: 0, parts: [{ part: "ncd", amount: 0, description: "" }], ipt: 0, grossPrice: 1 })[0]?.percent).toBe(
      0,
    );
  });
});
