import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../packages/test-support/src/rating/buildTestRequest.js";
import { buildInitialPolicyRating } from "./buildInitialPolicyRating.js";

describe("buildInitialPolicyRating", () => {
  it("lists every member in request order, at premium 0, and says once which are not priced", () => {
    const request = buildTestRequest({}, [buildTestMember(), buildTestMember({ relationship: "child", isMemberNeeded: false })]);
    const policy = buildInitialPolicyRating(request);
    expect(policy.members.map((rating) => [rating.priced, rating.premium.toFixed(), rating.netPrice?.toFixed()])).toEqual([
      [true, "0", undefined],
      [false, "0", "0"],
    ]);
    expect(policy.worksheet).toEqual([
      {
        member: "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/1",
        step: "notPriced",
        description: "isMemberNeeded is 0 or N: the member is not priced, and every premium of the member is 0.",
        before: "0",
        after: "0",
      },
    ]);
    expect([policy.issues, policy.warnings]).toEqual([[], []]);
  });
});
