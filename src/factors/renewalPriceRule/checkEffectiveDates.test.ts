import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkEffectiveDates } from "./checkEffectiveDates.js";

// The test tables accept an effectiveDate up to 90 days after priceRequiredDate (limits.csv row 26).
const tables = buildTestTablesVersion();
const codesOf = (issues: readonly { path: string; code: string }[]) => issues.map((issue) => `${issue.code} ${issue.path.replace(/.*member\//, "member/")}`);

describe("checkEffectiveDates", () => {
  it("accepts a member joining on the policy start, and one 90 days after the price date", () => {
    const members = [buildTestMember({ effectiveDate: "2025-01-15" }), buildTestMember({ effectiveDate: "2025-08-30" })];
    expect(checkEffectiveDates(buildTestRequest({ priceRequiredDate: "2025-06-01", originalEffectiveDate: "2025-01-15" }, members), tables)).toEqual([]);
  });

  it("reports a member joining before the policy starts and one 91 days ahead, each on its effectiveDate", () => {
    const members = [buildTestMember({ effectiveDate: "2025-01-14" }), buildTestMember({ effectiveDate: "2025-08-31" })];
    const issues = checkEffectiveDates(buildTestRequest({ priceRequiredDate: "2025-06-01", originalEffectiveDate: "2025-01-15" }, members), tables);
    expect(codesOf(issues)).toEqual(["EFFECTIVE_DATE_BEFORE_POLICY_START member/0/effectiveDate", "EFFECTIVE_DATE_TOO_FAR_AHEAD member/1/effectiveDate"]);
    expect(issues[1]?.message).toBe(
      "effectiveDate 2025-08-31 is more than 90 days after priceRequiredDate 2025-06-01 (the latest accepted is 2025-08-30): price the member nearer the date it joins.",
    );
  });

  it("checks a member that is not priced too, and without originalEffectiveDate only the distance ahead", () => {
    const members = [buildTestMember({ effectiveDate: "2020-01-01", isMemberNeeded: false }), buildTestMember({ effectiveDate: "2026-01-01", isMemberNeeded: false })];
    expect(codesOf(checkEffectiveDates(buildTestRequest({ priceRequiredDate: "2025-06-01" }, members), tables))).toEqual([
      "EFFECTIVE_DATE_TOO_FAR_AHEAD member/1/effectiveDate",
    ]);
  });
});
