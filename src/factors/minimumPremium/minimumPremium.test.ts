import { describe, expect, it } from "vitest";
import { minimumPremium } from "./minimumPremium.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

describe("minimumPremium step", () => {
  it("raises a premium below the minimum to it", () => {
    const context = buildTestContext();
    const result = applyStep(minimumPremium, context, buildTestPolicy(context, "120.5"));
    expect(result.premium).toBe("150");
    expect(result.worksheet[0]).toMatchObject({ table: "minimum-premium.csv", row: 2, before: "120.5", after: "150" });
  });

  it("leaves a premium at or above the minimum alone", () => {
    const context = buildTestContext();
    expect(applyStep(minimumPremium, context, buildTestPolicy(context, "150")).premium).toBe("150");
    expect(applyStep(minimumPremium, context, buildTestPolicy(context, "150.0001")).premium).toBe("150.0001");
  });
});
