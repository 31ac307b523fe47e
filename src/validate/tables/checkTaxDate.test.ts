import { describe, expect, it } from "vitest";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTables } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkTaxDate } from "./checkTaxDate.js";

const tables = buildTestTables();

describe("checkTaxDate", () => {
  it("accepts a date with an IPT rate in force", () => {
    expect(checkTaxDate(buildTestRequest({ taxRequiredDate: "2016-10-01" }), tables)).toEqual([]);
  });

  it("reports a date before the first IPT rate", () => {
    const [issue] = checkTaxDate(buildTestRequest({ taxRequiredDate: "2016-09-30" }), tables);
    expect(issue?.code).toBe("TAX_DATE_OUT_OF_RANGE");
    expect(issue?.path).toBe("/individualHealthCarePolicy/quote/taxRequiredDate");
    expect(issue?.message).toContain("starts on 2016-10-01");
  });
});
