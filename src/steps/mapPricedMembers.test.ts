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

  it("leaves the policy itself when a step changes no member and no worksheet is wanted", () => {
    const policy = buildTestPolicy(context, "100");
    expect(mapPricedMembers(policy, { explain: false }, "noop", (rating) => ({ rating, lines: () => [] }))).toBe(policy);
    // With the worksheet, the step's lines are added to a new policy.
    const explained = mapPricedMembers(policy, context, "noop", (rating) => ({ rating, lines: () => [{ description: "× 1" }] }));
    expect(explained).not.toBe(policy);
    expect(explained.worksheet.filter((line) => line.step === "noop")).toHaveLength(2);
    // A member changed: a new policy, the old one untouched.
    const doubled = mapPricedMembers(policy, { explain: false }, "double", (rating) => ({ rating: withPremium(rating, rating.premium.times(2)), lines: () => [] }));
    expect(doubled).not.toBe(policy);
    expect(policy.members.map((rating) => rating.premium.toFixed())).toEqual(["100", "0", "100"]);
  });
});

describe("withPremium", () => {
  it("gives a new member with the new premium, and the member itself when the premium is the same object", () => {
    const [rating] = buildTestPolicy(context, "100").members;
    if (rating === undefined) throw new Error("no member");
    const raised = withPremium(rating, new Decimal(150));
    expect(raised).not.toBe(rating);
    expect(raised.premium.toFixed()).toBe("150");
    expect(rating.premium.toFixed()).toBe("100");
    expect(withPremium(rating, rating.premium)).toBe(rating);
  });
});
