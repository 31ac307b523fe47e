import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";
import { pricedTotal } from "./pricedTotal.js";

describe("pricedTotal", () => {
  it("adds the premiums of the priced members only", () => {
    const context = buildTestContext(
      buildTestRequest({}, [buildTestMember(), buildTestMember({ relationship: "child", isMemberNeeded: false }), buildTestMember({ relationship: "partner" })]),
    );
    expect(pricedTotal(buildTestPolicy(context, ["100.5", "999", "50.25"]).members).toFixed()).toBe("150.75");
  });
});
