import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { compileRatingPlan } from "../../engine/compileRatingPlan.js";
import { buildTestIptTable, buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkAdjustmentLimits } from "./checkAdjustmentLimits.js";

const plan = compileRatingPlan(buildTestTablesVersion(), buildTestIptTable());

describe("checkAdjustmentLimits", () => {
  it("accepts values on the limits", () => {
    const request = buildTestRequest({ commercialAdjustment: -20, experienceAdjustment: 25 }, [buildTestMember({ wellnessDiscount: 15 })]);
    expect(checkAdjustmentLimits(request, plan)).toEqual([]);
  });

  it("reports every value outside its limits", () => {
    const request = buildTestRequest({ commercialAdjustment: 20.5, experienceAdjustment: -26 }, [buildTestMember({ wellnessDiscount: -1 })]);
    expect(checkAdjustmentLimits(request, plan)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/commercialAdjustment",
        code: "ADJUSTMENT_OUT_OF_RANGE",
        message: "commercialAdjustment 20.5 is outside the tables' limits, -20 to 20 (percent).",
      },
      {
        path: "/individualHealthCarePolicy/quote/experienceAdjustment",
        code: "ADJUSTMENT_OUT_OF_RANGE",
        message: "experienceAdjustment -26 is outside the tables' limits, -25 to 25 (percent).",
      },
      {
        path: "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0/wellnessDiscount",
        code: "ADJUSTMENT_OUT_OF_RANGE",
        message: "wellnessDiscount -1 is outside the tables' limits, 0 to 15 (percent).",
      },
    ]);
  });
});
