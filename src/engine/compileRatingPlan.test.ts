import { describe, expect, it } from "vitest";
import { defaultSteps } from "../factors/index.js";
import { buildTestIptTable, buildTestTablesVersion } from "../../packages/test-support/src/rating/buildTestTables.js";
import { compileRatingPlan } from "./compileRatingPlan.js";

describe("compileRatingPlan", () => {
  const version = buildTestTablesVersion();
  const plan = compileRatingPlan(version, buildTestIptTable(), undefined, defaultSteps);

  it("holds the numbers the steps multiply by, worked out from the tables", () => {
    expect(plan.iptRates.map((rate) => [rate.rate.effectiveFrom, rate.fraction.toFixed(), rate.multiplier.toFixed(), rate.percentNumber])).toEqual([
      ["2016-10-01", "0.1", "1.1", 10],
      ["2017-06-01", "0.12", "1.12", 12],
    ]);
    expect([plan.renewal.floorMultiplier.toFixed(), plan.renewal.ceilingMultiplier.toFixed()]).toEqual(["0.9", "1.25"]);
    expect(plan.priceBeater.marginMultiplier.toFixed()).toBe("0.95");
    expect(plan.roundingMode).toBe(version.manifest.roundingMode);
    expect(plan.version).toBe(version);
  });

  it("compiles the default steps into kernels, in order", () => {
    expect(plan.defaultSteps.map((step) => step.name)).toEqual(defaultSteps.map((step) => step.name));
    expect(plan.defaultSteps.every((step) => typeof step.kernel === "function")).toBe(true);
  });

  it("is frozen, numbers and compiled steps included", () => {
    expect(Object.isFrozen(plan)).toBe(true);
    expect(Object.isFrozen(plan.iptRates[0]?.multiplier)).toBe(true);
    expect(Object.isFrozen(plan.renewal.ceilingMultiplier)).toBe(true);
    expect(Object.isFrozen(plan.defaultSteps)).toBe(true);
    expect(() => {
      (plan.renewal as { ceilingMultiplier: unknown }).ceilingMultiplier = 2;
    }).toThrow(TypeError);
  });
});
