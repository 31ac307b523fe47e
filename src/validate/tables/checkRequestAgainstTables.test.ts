import { describe, expect, it } from "vitest";
import { buildTestIncentive, buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTables } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkRequestAgainstTables } from "./checkRequestAgainstTables.js";

const tables = buildTestTables();

describe("checkRequestAgainstTables", () => {
  it("passes a sound request", () => {
    expect(checkRequestAgainstTables(buildTestRequest(), tables)).toEqual({ issues: [], warnings: [] });
  });

  it("collects every problem at once, in the order of the rating factors that find them", () => {
    const request = buildTestRequest({ commercialAdjustment: 50, paymentType: "A", paymentFrequency: 12, incentive: [buildTestIncentive(0, "monthsFree", "9")] }, [
      buildTestMember({ age: 80, postcode: "ZE1 0AA", ncdLevel: 11, cncFactor: 1.2 }),
    ]);
    const { issues, warnings } = checkRequestAgainstTables(request, tables);
    expect(issues.map((issue) => issue.code)).toEqual([
      "POSTCODE_NOT_RATED",
      "AGE_OUT_OF_RANGE",
      "NCD_LEVEL_MISMATCH",
      "ADJUSTMENT_OUT_OF_RANGE",
      "PAYMENT_METHOD_NOT_AVAILABLE",
      "INVALID_INCENTIVE_PARAMETER",
    ]);
    expect(warnings.map((warning) => warning.code)).toEqual(["CAPPING_INPUT_IGNORED"]);
  });

  it("skips the version checks when no version is in force, but still checks the tax date", () => {
    const request = buildTestRequest({ priceRequiredDate: "2010-01-01", taxRequiredDate: "2010-01-01" }, [buildTestMember({ age: 120 })]);
    expect(checkRequestAgainstTables(request, tables).issues.map((issue) => issue.code)).toEqual(["TABLES_NOT_EFFECTIVE", "TAX_DATE_OUT_OF_RANGE"]);
  });
});
