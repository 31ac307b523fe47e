import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkPostcodeRating } from "./checkPostcodeRating.js";

const tables = buildTestTablesVersion();
const member0 = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

describe("checkPostcodeRating", () => {
  it("accepts a postcode a prefix covers", () => {
    expect(checkPostcodeRating(buildTestRequest(), tables)).toEqual([]);
  });

  it("reports a postcode no prefix covers when there is no default band", () => {
    expect(checkPostcodeRating(buildTestRequest({}, [buildTestMember({ postcode: "ZE1 0AA" })]), tables)).toEqual([
      {
        path: `${member0}/postcode`,
        code: "POSTCODE_NOT_RATED",
        message: "Postcode ZE1 0AA is not covered by the rating tables' postcode bands, and the tables have no default band.",
      },
    ]);
    expect(checkPostcodeRating(buildTestRequest({}, [buildTestMember({ postcode: "ZE1 0AA" })]), buildTestTablesVersion({ defaultBand: "A" }))).toEqual([]);
  });

  it("reports a band sent on MTC or Renewal that the tables do not have", () => {
    const [issue] = checkPostcodeRating(buildTestRequest({ transactionType: "MTC" }, [buildTestMember({ postcodeBand: "Q" })]), tables);
    expect(issue).toMatchObject({ path: `${member0}/postcodeBand`, code: "INVALID_POSTCODE_BAND" });
    expect(checkPostcodeRating(buildTestRequest({}, [buildTestMember({ postcodeBand: "Q" })]), tables)).toEqual([]);
  });

  it("skips members not priced", () => {
    expect(checkPostcodeRating(buildTestRequest({}, [buildTestMember({ postcode: "ZE1 0AA", isMemberNeeded: false })]), tables)).toEqual([]);
  });
});
