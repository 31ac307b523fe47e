import { describe, expect, it } from "vitest";
import { ImpactAccumulator, isPolicyFailure } from "./ImpactAccumulator.js";
import type { PolicyPricing } from "./policyPricing.js";

function priced(line: number, from: string, to: string, id?: string): PolicyPricing {
  return {
    line,
    policyId: id ?? `line ${line}`,
    from: { ok: true, version: "2026.1", net: from, gross: from },
    to: { ok: true, version: "2027.1", net: to, gross: to },
  };
}

describe("ImpactAccumulator", () => {
  it("summarises the changes of a book", () => {
    const accumulator = new ImpactAccumulator({ basis: "gross", largest: 2 });
    accumulator.add(priced(1, "100.00", "110.00", "Q-1")); // +10 %
    accumulator.add(priced(2, "200.00", "190.00")); // -5 %
    accumulator.add(priced(3, "300.00", "300.00")); // 0 %
    accumulator.add(priced(4, "400.00", "420.00")); // +5 %
    const summary = accumulator.summary();
    expect(summary).toMatchObject({
      policies: 4,
      compared: 4,
      increased: 2,
      decreased: 1,
      unchanged: 1,
      totalFrom: "1000.00",
      totalTo: "1020.00",
      totalChangePercent: 2,
      meanChangePercent: 2.5,
      meanChangeAmount: "5.00",
      medianChangePercent: 0,
      minimumChangePercent: -5,
      maximumChangePercent: 10,
      failed: 0,
    });
    expect(summary.largestIncreases.map((change) => change.policyId)).toEqual(["Q-1", "line 4"]);
    expect(summary.largestDecreases.map((change) => [change.policyId, change.amount])).toEqual([["line 2", "-10.00"]]);
    expect(summary.fromVersions.get("2026.1")).toBe(4);
  });

  it("counts a change too small to show in the percentage as an increase or decrease", () => {
    const accumulator = new ImpactAccumulator({ basis: "gross" });
    accumulator.add(priced(1, "10000.00", "9999.99"));
    const summary = accumulator.summary();
    expect(summary).toMatchObject({ decreased: 1, unchanged: 0, medianChangePercent: 0 });
    expect(summary.largestDecreases.map((change) => change.amount)).toEqual(["-0.01"]);
  });

  it("measures the net premium when asked", () => {
    const accumulator = new ImpactAccumulator({ basis: "net" });
    accumulator.add({
      line: 1,
      policyId: "line 1",
      from: { ok: true, version: "a", net: "100", gross: "112" },
      to: { ok: true, version: "b", net: "150", gross: "168" },
    });
    expect(accumulator.summary().medianChangePercent).toBe(50);
  });

  it("counts failures on either side and keeps only the first few", () => {
    const accumulator = new ImpactAccumulator({ basis: "gross", failureSamples: 2 });
    const fail = { ok: false as const, reason: "AGE_OUT_OF_RANGE /x: too old" };
    const ok = { ok: true as const, version: "v", net: "1", gross: "1" };
    const first = accumulator.add({ line: 1, policyId: "line 1", from: fail, to: ok });
    accumulator.add({ line: 2, policyId: "line 2", from: ok, to: fail });
    accumulator.add({ line: 3, policyId: "line 3", from: fail, to: fail });
    accumulator.add(priced(4, "0", "10"));
    const summary = accumulator.summary();
    expect(isPolicyFailure(first)).toBe(true);
    expect(summary.failed).toBe(4);
    expect(summary.compared).toBe(0);
    expect(summary.failureSamples.map((failure) => failure.side)).toEqual(["from", "to"]);
    expect(summary.medianChangePercent).toBeUndefined();
    expect(summary.meanChangePercent).toBeUndefined();
  });
});
