import { describe, expect, it } from "vitest";
import { buildMember, buildRequest, POINTERS } from "@pmi-rating/test-support";
import { issuesOf } from "@pmi-rating/test-support";

describe("checkPrimaryMember", () => {
  it("accepts one self, one partner and children", () => {
    const members = [buildMember(), buildMember({ relationship: "Partner" }), buildMember({ relationship: "CHILD", dateOfBirth: "2015-01-01" })];
    expect(issuesOf(buildRequest({}, members))).toEqual([]);
  });

  it("reports a policy without a self member", () => {
    expect(issuesOf(buildRequest({}, [buildMember({ relationship: "partner" })]))).toEqual([{ code: "PRIMARY_MEMBER", path: `${POINTERS.quote}/memberCategory` }]);
  });

  it("reports each self after the first where it is", () => {
    expect(issuesOf(buildRequest({}, [buildMember(), buildMember({ relationship: "self" })]))).toEqual([
      { code: "PRIMARY_MEMBER", path: `${POINTERS.member(1)}/relationship` },
    ]);
  });

  it("counts self over every family unit and category of the policy", () => {
    const request = buildRequest();
    const quote = (request["individualHealthCarePolicy"] as { quote: { memberCategory: unknown[] } }).quote;
    quote.memberCategory.push({ familyUnit: [{ member: [buildMember()] }] });
    expect(issuesOf(request)).toEqual([{ code: "PRIMARY_MEMBER", path: `${POINTERS.quote}/memberCategory/1/familyUnit/0/member/0/relationship` }]);
  });

  it("reports a second partner as TOO_MANY_PARTNERS", () => {
    const members = [buildMember(), buildMember({ relationship: "partner" }), buildMember({ relationship: "partner" })];
    expect(issuesOf(buildRequest({}, members))).toEqual([{ code: "TOO_MANY_PARTNERS", path: `${POINTERS.member(2)}/relationship` }]);
  });

  it("does not claim a missing self when a relationship could not be read", () => {
    expect(issuesOf(buildRequest({}, [buildMember({ relationship: "spouse" })]))).toEqual([{ code: "INVALID_VALUE", path: `${POINTERS.member(0)}/relationship` }]);
  });
});
