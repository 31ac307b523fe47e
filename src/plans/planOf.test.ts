import { describe, expect, it } from "vitest";
import { defaultTables } from "./defaultTables.js";
import { planOf } from "./planOf.js";

describe("planOf", () => {
  it("gives the plan compiled with the tables, the same object every time", () => {
    const version = defaultTables.versions[1]!;
    expect(planOf(defaultTables, version)).toBe(defaultTables.plans[1]);
    expect(planOf(defaultTables, version).version).toBe(version);
  });

  it("compiles a plan for a version the tables hold no plan of (tables assembled by hand), agreeing with it", () => {
    const version = defaultTables.versions[1]!;
    const halfEven = { ...version, manifest: { ...version.manifest, roundingMode: "half-even" as const } };
    const tables = { ...defaultTables, versions: [halfEven] };
    const plan = planOf(tables, halfEven);
    expect(plan.version).toBe(halfEven);
    expect(plan.roundingMode).toBe("half-even");
    expect(planOf(tables, halfEven)).not.toBe(plan);
  });

  it("compiles a plan when the IPT table was swapped in", () => {
    const ipt = { rates: [] };
    const version = defaultTables.versions[0]!;
    expect(planOf({ ...defaultTables, ipt }, version).iptRates).toEqual([]);
  });
});
