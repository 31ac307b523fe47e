import { describe, expect, it } from "vitest";
import { createRandom } from "./createRandom.js";

describe("createRandom", () => {
  it("repeats its sequence for the same seed and differs for another", () => {
    const first = Array.from({ length: 5 }, createRandom(7).next);
    const again = createRandom(7);
    expect(Array.from({ length: 5 }, () => again.next())).toEqual(first);
    const other = createRandom(8);
    expect(Array.from({ length: 5 }, () => other.next())).not.toEqual(first);
  });

  it("keeps integers within their bounds and reaches both ends", () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let index = 0; index < 2000; index++) {
      const value = random.integer(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it("spreads values over [0, 1)", () => {
    const random = createRandom(123);
    const values = Array.from({ length: 10_000 }, () => random.next());
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});
