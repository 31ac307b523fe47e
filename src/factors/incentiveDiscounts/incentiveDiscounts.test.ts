import { describe, expect, it } from "vitest";
import { incentiveDiscounts } from "./incentiveDiscounts.js";
import { buildTestIncentive, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

describe("incentiveDiscounts step", () => {
  it("applies psDiscount then monthsFree", () => {
    const incentive = [buildTestIncentive(0, "monthsFree", "1"), buildTestIncentive(1, "psDiscount", "5")];
    const context = buildTestContext(buildTestRequest({ incentive }));
    const result = applyStep(incentiveDiscounts, context, buildTestPolicy(context, "1200"));
    // 1200 × 0.95 = 1140; × 11/12 = 1045
    expect(result.premium).toBe("1045");
    expect(result.worksheet.map((line) => [line.key, line.before, line.after])).toEqual([
      ["psDiscount 5 %", "1200", "1140"],
      ["monthsFree 1", "1140", "1045"],
    ]);
  });

  it("treats a negative psDiscount as a loading", () => {
    const context = buildTestContext(buildTestRequest({ incentive: [buildTestIncentive(0, "psDiscount", "-5")] }));
    expect(applyStep(incentiveDiscounts, context, buildTestPolicy(context, "1000")).premium).toBe("1050");
  });

  it("records gift, NCD Uplift and SwitchDec without changing the premium", () => {
    const incentive = [buildTestIncentive(0, "gift", "Fitness tracker"), buildTestIncentive(1, "NCD Uplift", "2"), buildTestIncentive(2, "SwitchDec", "Yes")];
    const context = buildTestContext(buildTestRequest({ incentive }));
    const result = applyStep(incentiveDiscounts, context, buildTestPolicy(context, "1000"));
    expect(result.premium).toBe("1000");
    expect(result.worksheet.map((line) => [line.key, line.factor])).toEqual([
      ["gift", "1"],
      ["NCD Uplift 2", "1"],
      ["SwitchDec Yes", "1"],
    ]);
    expect(result.worksheet[0]?.description).toContain("Fitness tracker");
  });

  it("records one line when there is no incentive discount", () => {
    const context = buildTestContext();
    const result = applyStep(incentiveDiscounts, context, buildTestPolicy(context, "1000"));
    expect(result.worksheet).toMatchObject([{ description: "No incentive discount.", factor: "1" }]);
  });
});
