import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";
import { wellness } from "./wellness.js";

describe("wellness step", () => {
  it("takes the member's wellness discount off", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ wellnessDiscount: 5 })]));
    const result = applyStep(wellness, context, buildTestPolicy(context, "444.528"));
    expect(result.premium).toBe("422.3016");
    expect(result.worksheet[0]).toMatchObject({ factor: "0.95", key: "wellness 5 %" });
  });

  it("is × 1 without one", () => {
    const context = buildTestContext();
    expect(applyStep(wellness, context, buildTestPolicy(context, "444.528")).premium).toBe("444.528");
  });
});
