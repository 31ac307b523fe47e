import { describe, expect, it } from "vitest";
import { policyOutcomeOf } from "./policyOutcomeOf.js";
import type { PricedSide } from "./policyPricing.js";

const ok = (net: string, gross: string): PricedSide => ({ ok: true, version: "v", net, gross });
const refused = (reason: string): PricedSide => ({ ok: false, reason });

describe("policyOutcomeOf", () => {
  it("gives the change on the chosen basis, in pounds and in percent to two places", () => {
    const pricing = { line: 3, policyId: "Q-3", from: ok("100.00", "300.00"), to: ok("110.00", "301.00") };
    expect(policyOutcomeOf(pricing, "net")).toEqual({ line: 3, policyId: "Q-3", from: "100.00", to: "110.00", amount: "10.00", percent: 10 });
    expect(policyOutcomeOf(pricing, "gross")).toMatchObject({ amount: "1.00", percent: 0.33 });
  });

  it("rounds the percentage half away from zero", () => {
    // 1/8 % = 0.125 % exactly.
    expect(policyOutcomeOf({ line: 1, policyId: "a", from: ok("800.00", "800.00"), to: ok("801.00", "801.00") }, "net")).toMatchObject({ percent: 0.13 });
    expect(policyOutcomeOf({ line: 1, policyId: "a", from: ok("800.00", "800.00"), to: ok("799.00", "799.00") }, "net")).toMatchObject({ percent: -0.13 });
  });

  it("names the side that could not price the policy, with its reason", () => {
    expect(policyOutcomeOf({ line: 1, policyId: "a", from: refused("x"), to: refused("x") }, "gross")).toEqual({ line: 1, policyId: "a", side: "both", reason: "x" });
    expect(policyOutcomeOf({ line: 1, policyId: "a", from: refused("x"), to: refused("y") }, "gross")).toMatchObject({ side: "both", reason: "from: x; to: y" });
    expect(policyOutcomeOf({ line: 1, policyId: "a", from: refused("x"), to: ok("1.00", "1.00") }, "gross")).toMatchObject({ side: "from", reason: "x" });
    expect(policyOutcomeOf({ line: 1, policyId: "a", from: ok("1.00", "1.00"), to: refused("y") }, "gross")).toMatchObject({ side: "to", reason: "y" });
  });

  it("refuses a --from premium of 0, which has no percentage change", () => {
    const outcome = policyOutcomeOf({ line: 2, policyId: "b", from: ok("0.00", "5.00"), to: ok("10.00", "10.00") }, "net");
    expect(outcome).toMatchObject({ side: "from", reason: expect.stringContaining("net premium with the --from tables is 0") });
  });
});
