import { describe, expect, it } from "vitest";
import { ncd } from "./ncd.js";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

describe("ncd step", () => {
  it("multiplies by the factor of the member's level", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ ncdLevel: 8 })]));
    const result = applyStep(ncd, context, buildTestPolicy(context, "612"));
    expect(result.premium).toBe("489.6");
    expect(result.worksheet[0]).toMatchObject({ table: "ncd.csv", row: 10, key: "level 8", factor: "0.8" });
  });

  it("reports a level the table does not have", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ ncdLevel: 15 })]));
    expect(applyStep(ncd, context, buildTestPolicy(context, "612")).issues[0]?.code).toBe("INVALID_NCD_LEVEL");
  });
});
