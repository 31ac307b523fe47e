import { describe, expect, it } from "vitest";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTables, buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkTablesEffective } from "./checkTablesEffective.js";

const tables = buildTestTables();

describe("checkTablesEffective", () => {
  it("accepts a date on or after the first version's effectiveFrom", () => {
    expect(checkTablesEffective(buildTestRequest({ priceRequiredDate: "2025-01-01" }), tables)).toEqual([]);
  });

  it("reports a date before every version, naming the first date priced", () => {
    expect(checkTablesEffective(buildTestRequest({ priceRequiredDate: "2024-12-31" }), tables)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/priceRequiredDate",
        code: "TABLES_NOT_EFFECTIVE",
        message: "No rating tables version is in force on 2024-12-31; the earliest version prices from 2025-01-01.",
      },
    ]);
  });

  it("reports tables without versions", () => {
    expect(checkTablesEffective(buildTestRequest(), buildTestTables([]))[0]?.code).toBe("TABLES_NOT_EFFECTIVE");
  });

  it("accepts a later version's dates", () => {
    const twoVersions = buildTestTables([buildTestTablesVersion(), buildTestTablesVersion({ version: "test.2", effectiveFrom: "2026-01-01" })]);
    expect(checkTablesEffective(buildTestRequest({ priceRequiredDate: "2027-01-01" }), twoVersions)).toEqual([]);
  });
});
