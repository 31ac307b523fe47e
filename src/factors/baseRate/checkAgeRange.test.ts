import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkAgeRange } from "./checkAgeRange.js";

const tables = buildTestTablesVersion();
const member0 = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

describe("checkAgeRange", () => {
  it("accepts the maximum entry age on New Business and older ages on renewal", () => {
    expect(checkAgeRange(buildTestRequest({}, [buildTestMember({ age: 74 })]), tables)).toEqual([]);
    expect(checkAgeRange(buildTestRequest({ transactionType: "Renewal" }, [buildTestMember({ age: 99 })]), tables)).toEqual([]);
    expect(checkAgeRange(buildTestRequest({}, [buildTestMember({ age: 0 })]), tables)).toEqual([]);
  });

  it("reports New Business above the maximum entry age", () => {
    expect(checkAgeRange(buildTestRequest({}, [buildTestMember({ age: 75 })]), tables)).toEqual([
      { path: `${member0}/age`, code: "AGE_OUT_OF_RANGE", message: "Age 75 is above the maximum entry age for New Business, 74." },
    ]);
  });

  it("reports an age above the rated ages, on the dateOfBirth when the age came from it", () => {
    const member = buildTestMember({ age: 100, dateOfBirth: "1925-01-01" });
    expect(checkAgeRange(buildTestRequest({ transactionType: "MTC" }, [member]), tables)).toEqual([
      { path: `${member0}/dateOfBirth`, code: "AGE_OUT_OF_RANGE", message: "Age 100 is outside the rated ages 0 to 99." },
    ]);
  });

  it("skips members not priced", () => {
    expect(checkAgeRange(buildTestRequest({}, [buildTestMember({ age: 120, isMemberNeeded: false })]), tables)).toEqual([]);
  });
});
