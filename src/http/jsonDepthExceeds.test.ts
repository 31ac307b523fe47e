import { describe, expect, it } from "vitest";
import { jsonDepthExceeds } from "./jsonDepthExceeds.js";

/** `depth` levels of arrays around a number. */
const nested = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`);

describe("jsonDepthExceeds", () => {
  it("counts objects and arrays, the value itself as level 1", () => {
    expect(jsonDepthExceeds(1, 0)).toBe(false);
    expect(jsonDepthExceeds({ a: { b: [1] } }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: { b: [[1]] } }, 3)).toBe(true);
    expect(jsonDepthExceeds(nested(32), 32)).toBe(false);
    expect(jsonDepthExceeds(nested(33), 32)).toBe(true);
  });

  it("walks a value nested 100,000 deep without recursion", () => {
    expect(jsonDepthExceeds(nested(100_000), 32)).toBe(true);
  });
});
