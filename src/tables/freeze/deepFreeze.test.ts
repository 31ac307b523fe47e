import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { FrozenMap } from "./FrozenMap.js";
import { deepFreeze } from "./deepFreeze.js";

describe("deepFreeze", () => {
  it("freezes objects, arrays and decimals at every depth and turns Maps into FrozenMaps", () => {
    const shared = { value: new Decimal("1.05") };
    const frozen = deepFreeze({ list: [shared], byKey: new Map([["x", shared]]), nested: { deeper: { n: 1 } } });
    expect(Object.isFrozen(frozen)).toBe(true);
    expect(Object.isFrozen(frozen.list)).toBe(true);
    expect(Object.isFrozen(frozen.nested.deeper)).toBe(true);
    expect(Object.isFrozen(shared.value)).toBe(true);
    expect(frozen.byKey).toBeInstanceOf(FrozenMap);
    expect(frozen.byKey.get("x")).toBe(shared);
    expect(() => (frozen.list as unknown[]).push(1)).toThrow(TypeError);
    expect(() => frozen.byKey.set("y", shared)).toThrow(TypeError);
  });

  it("leaves frozen decimals usable", () => {
    const { value } = deepFreeze({ value: new Decimal("1.05") });
    expect(value.times("2").round(1).toString()).toBe("2.1");
  });

  it("handles a Map reached twice once", () => {
    const map = new Map([["a", 1]]);
    const frozen = deepFreeze({ first: map, second: map });
    expect(frozen.first).toBe(frozen.second);
  });
});
