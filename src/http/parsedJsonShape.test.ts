import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsedJsonShape } from "./parsedJsonShape.js";

/** `depth` levels of arrays around a number. */
const nested = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`);

/** The depth of a value by the definition, recursively (for values of modest depth). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** The keys of a value by the definition, recursively. */
function keysOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + keysOf(item), 0);
  return Object.entries(value).reduce((sum, [, child]) => sum + 1 + keysOf(child), 0);
}

describe("parsedJsonShape", () => {
  it("counts objects and arrays, the value itself as level 1", () => {
    expect(parsedJsonShape(1, 0).tooDeep).toBe(false);
    expect(parsedJsonShape({ a: { b: [1] } }, 3)).toEqual({ keys: 2, tooDeep: false });
    expect(parsedJsonShape({ a: { b: [[1]] } }, 3).tooDeep).toBe(true);
    expect(parsedJsonShape(nested(32), 32).tooDeep).toBe(false);
    expect(parsedJsonShape(nested(33), 32).tooDeep).toBe(true);
  });

  it("walks a value nested 100,000 deep without recursion", () => {
    expect(parsedJsonShape(nested(100_000), 32).tooDeep).toBe(true);
    expect(parsedJsonShape(nested(100_000)).tooDeep).toBe(false);
  });

  it("finds the keys and the depth the definitions give, on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        const shape = parsedJsonShape(value, limit);
        expect(shape.tooDeep).toBe(depthOf(value) > limit);
        if (!shape.tooDeep) expect(shape.keys).toBe(keysOf(value));
        expect(parsedJsonShape(value).keys).toBe(keysOf(value));
      }),
    );
  });
});
