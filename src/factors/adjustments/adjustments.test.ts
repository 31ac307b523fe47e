import { describe, expect, it } from "vitest";
import { adjustments } from "./adjustments.js";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

describe("adjustments step", () => {
  it("applies the commercial and experience adjustments as percentages", () => {
    const context = buildTestContext(buildTestRequest({ commercialAdjustment: -10, experienceAdjustment: 5 }));
    const result = applyStep(adjustments, context, buildTestPolicy(context, "470.4"));
    expect(result.premium).toBe("444.528");
    expect(result.worksheet[0]).toMatchObject({ key: "commercial -10 %, experience 5 %", factor: "0.945" });
  });

  it("is × 1 without adjustments", () => {
    const context = buildTestContext();
    expect(applyStep(adjustments, context, buildTestPolicy(context, "470.4")).premium).toBe("470.4");
  });

  it("keeps fractional percentages exact", () => {
    const context = buildTestContext(buildTestRequest({ commercialAdjustment: 0.1 }));
    // 0.1 + 0.2 style binary errors would show here: 1000 × 1.001 = 1001 exactly.
    expect(applyStep(adjustments, context, buildTestPolicy(context, "1000")).premium).toBe("1001");
  });
});
