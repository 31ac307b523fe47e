import { describe, expect, it } from "vitest";
import { FrozenMap } from "./FrozenMap.js";

describe("FrozenMap", () => {
  it("reads like a Map", () => {
    const map = new FrozenMap([
      ["a", 1],
      ["b", 2],
    ]);
    expect(map).toBeInstanceOf(Map);
    expect(map.get("b")).toBe(2);
    expect([...map.keys()]).toEqual(["a", "b"]);
    expect(map.size).toBe(2);
  });

  it("refuses every change", () => {
    const map = new FrozenMap([["a", 1]]);
    expect(() => map.set("a", 2)).toThrow(TypeError);
    expect(() => map.delete("a")).toThrow(TypeError);
    expect(() => map.clear()).toThrow(TypeError);
    expect(() => Map.prototype.set.call(map, "a", 2)).not.toThrow(); // the language allows this; tables code never does it
    expect(Object.isFrozen(map)).toBe(true);
  });
});
