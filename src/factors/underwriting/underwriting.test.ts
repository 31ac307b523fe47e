import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";
import { underwriting } from "./underwriting.js";

describe("underwriting step", () => {
  it("multiplies by the factor of the underwriting type", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ uwType: "NMORI" })]));
    const result = applyStep(underwriting, context, buildTestPolicy(context, "720"));
    expect(result.premium).toBe("684");
    expect(result.worksheet[0]).toMatchObject({ table: "underwriting.csv", row: 3, key: "NMORI", factor: "0.95", before: "720", after: "684" });
  });
});
