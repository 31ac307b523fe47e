import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal.js";
import { mapPricedMembers, withPremium } from "./mapPricedMembers.js";
import { buildTestMember, buildTestRequest } from "./testing/buildTestRequest.js";
import { buildTestContext, buildTestPolicy } from "./testing/buildTestRating.js";

const context = buildTestContext(buildTestRequest({}, [buildTestMember(), buildTestMember({ relationship: "child", isMemberNeeded: false }), buildTestMember({ relationship: "partner" })]));
const member = (index: number) => `/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/${index}`;

describe("mapPricedMembers", () => {
  it("applies the step to priced members only and stamps their lines", () => {
    const policy = buildTestPolicy(context, "100");
    const next = mapPricedMembers(policy, context, "double", (rating) => ({
      rating: withPremium(rating, rating.premium.times(2)),
      lines: () => [{ description: "× 2", factor: "2" }],
    }));
    expect(next.members.map((rating) => rating.premium.toFixed())).toEqual(["200", "0", "200"]);
    expect(next.worksheet.filter((line) => line.step === "double")).toEqual([
      { member: member(0), step: "double", description: "× 2", factor: "2" },
      { member: member(2), step: "double", description: "× 2", factor: "2" },
    ]);
    expect(policy.members[0]?.premium.toFixed()).toBe("100");
  });

  it("builds no line when the worksheet is not wanted", () => {
    let built = 0;
    const next = mapPricedMembers(buildTestPolicy(context, "100"), { explain: false }, "noop", (rating) => ({
      rating,
      lines: () => {
        built += 1;
        return [{ description: "never" }];
      },
    }));
    expect(built).toBe(0);
    expect(next.worksheet.filter((line) => line.step === "noop")).toEqual([]);
  });

  it("collects every member's problems and leaves those members unchanged", () => {
    const next = mapPricedMembers(buildTestPolicy(context, "100"), context, "fail", (rating) => ({
      issues: [{ path: rating.member.pointer, code: "INVALID_VALUE", message: "no" }],
    }));
    expect(next.issues.map((issue) => issue.path)).toEqual([member(0), member(2)]);
    expect(next.members[0]?.premium.eq(new Decimal(100))).toBe(true);
  });
});
