import { describe, expect, it } from "vitest";
import { SAMPLE_MOVEMENT } from "../../test-support/src/rating/sampleMovement.js";
import { movementBars } from "./movementBars.js";

describe("movementBars", () => {
  it("labels the parts in order and sizes them against the largest", () => {
    const bars = movementBars(SAMPLE_MOVEMENT);
    expect(bars.map((bar) => [bar.label, bar.amount])).toEqual([
      ["Age band", 139.88],
      ["Wellness", -53.78],
      ["Capping", 67.26],
    ]);
    expect(bars[0]?.percent).toBe(100);
    // 53.78 ÷ 139.88 and 67.26 ÷ 139.88 of the longest bar.
    expect(bars[1]?.percent).toBeCloseTo(38.447, 3);
    expect(bars[2]?.percent).toBeCloseTo(48.084, 3);
  });

  it("draws no bar when nothing moved", () => {
    const still = { ...SAMPLE_MOVEMENT, netPrice: 900, change: 0, parts: SAMPLE_MOVEMENT.parts.map((part) => ({ ...part, amount: 0 })) };
    expect(movementBars(still).map((bar) => bar.percent)).toEqual([0, 0, 0]);
  });
});
