import { describe, expect, it } from "vitest";
import { buildMember, buildRequest, POINTERS } from "@pmi-rating/test-support";
import { issuesOf } from "@pmi-rating/test-support";
import { validateQuoteRequest } from "../validateQuoteRequest.js";

function ageOf(member: Record<string, unknown>, priceRequiredDate = "2027-02-28"): number | undefined {
  const result = validateQuoteRequest(buildRequest({ priceRequiredDate }, [member]));
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.data.memberCategory[0]?.familyUnit[0]?.member[0]?.age;
}

describe("resolveMemberAge", () => {
  it("works the age out from the date of birth on priceRequiredDate", () => {
    expect(ageOf(buildMember({ dateOfBirth: "1990-02-28" }))).toBe(37);
    expect(ageOf(buildMember({ dateOfBirth: "1990-03-01" }))).toBe(36);
  });

  it("reaches a 29 February birthday on 1 March in a common year", () => {
    expect(ageOf(buildMember({ dateOfBirth: "2000-02-29" }), "2027-02-28")).toBe(26);
    expect(ageOf(buildMember({ dateOfBirth: "2000-02-29" }), "2027-03-01")).toBe(27);
  });

  it("uses the age sent when there is no date of birth (blank counts as absent)", () => {
    expect(ageOf(buildMember({ dateOfBirth: "", age: 44 }))).toBe(44);
  });

  it("reports an age that disagrees with the date of birth", () => {
    expect(issuesOf(buildRequest({}, [buildMember({ dateOfBirth: "1985-06-15", age: 41 })]))).toEqual([{ code: "AGE_DOB_MISMATCH", path: `${POINTERS.member(0)}/age` }]);
  });

  it("reports a member with neither age nor date of birth", () => {
    expect(issuesOf(buildRequest({}, [buildMember({ dateOfBirth: " ", age: null })]))).toEqual([{ code: "AGE_REQUIRED", path: POINTERS.member(0) }]);
  });

  it("reports a birth date after priceRequiredDate", () => {
    expect(issuesOf(buildRequest({}, [buildMember({ dateOfBirth: "2026-03-02" })]))).toEqual([{ code: "AGE_OUT_OF_RANGE", path: `${POINTERS.member(0)}/dateOfBirth` }]);
  });

  it("reports a negative age", () => {
    expect(issuesOf(buildRequest({}, [buildMember({ dateOfBirth: undefined, age: -1 })]))).toEqual([{ code: "AGE_OUT_OF_RANGE", path: `${POINTERS.member(0)}/age` }]);
  });

  it("does not add AGE_REQUIRED when the date of birth sent is not a date", () => {
    expect(issuesOf(buildRequest({}, [buildMember({ dateOfBirth: "15/06/1985" })]))).toEqual([{ code: "INVALID_DATE", path: `${POINTERS.member(0)}/dateOfBirth` }]);
  });
});
