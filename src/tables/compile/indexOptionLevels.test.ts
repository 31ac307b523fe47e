import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { indexOptionLevels, labelLevelKey, numericLevelKey } from "./indexOptionLevels.js";

const source = (row: number) => ({ file: "option-prices.csv", row });

describe("indexOptionLevels", () => {
  it("indexes every level by lower-case label and numeric labels by value, the first level winning a shared key", () => {
    const index = indexOptionLevels(
      new Map([
        ["0500", { value: new Decimal("0.9"), source: source(2) }],
        ["500", { value: new Decimal("0.85"), source: source(3) }],
        ["Gold", { value: new Decimal("1.2"), source: source(4) }],
      ]),
    );
    expect(index.get("#500")).toMatchObject({ order: 0, entry: { level: "0500" } });
    expect(index.get("=500")).toMatchObject({ order: 1, entry: { level: "500" } });
    expect(index.get("=gold")?.entry.value.toFixed()).toBe("1.2");
    expect(index.get("=Gold")).toBeUndefined();
    expect(Object.isFrozen(index.get("=gold")?.entry)).toBe(true);
  });

  it("keys a plain decimal by its value, anything else not at all", () => {
    expect(numericLevelKey("500.00")).toBe("#500");
    expect(numericLevelKey("-0")).toBe("#0");
    expect(numericLevelKey("1e3")).toBeUndefined();
    expect(numericLevelKey("£500")).toBeUndefined();
  });

  it("keeps labels and numbers apart: a level literally named like a numeric key is not that number", () => {
    const index = indexOptionLevels(new Map([["0.0", { value: new Decimal("1"), source: source(2) }]]));
    expect(index.get("#0")?.entry.level).toBe("0.0");
    expect(index.get(labelLevelKey("#0"))).toBeUndefined();
  });
});
