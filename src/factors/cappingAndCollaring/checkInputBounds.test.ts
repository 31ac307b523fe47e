import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { compileRatingPlan } from "../../engine/compileRatingPlan.js";
import { buildTestIptTable, buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkInputBounds } from "./checkInputBounds.js";

const plan = compileRatingPlan(buildTestTablesVersion(), buildTestIptTable());
const MEMBER = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

describe("checkInputBounds", () => {
  it("accepts values on the bounds", () => {
    const member = buildTestMember({ cncFactor: 2, previousCNCFactor: 0.5, previousnetPremium: 50000 });
    const request = buildTestRequest({ transactionType: "MTC", competitorPrice: 250000 }, [member]);
    expect(checkInputBounds(request, plan)).toEqual([]);
  });

  it("refuses absurd factors and amounts, each with its pointer and the bounds", () => {
    const member = buildTestMember({ cncFactor: 1e308, previousCNCFactor: 0.1, previousnetPremium: 1e300 });
    const request = buildTestRequest({ transactionType: "MTC", competitorPrice: 1e15 }, [member]);
    expect(checkInputBounds(request, plan)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/competitorPrice",
        code: "ADJUSTMENT_OUT_OF_RANGE",
        message: "competitorPrice 1000000000000000 is outside the tables' limits, 0 to 250000 (GBP).",
      },
      {
        path: `${MEMBER}/previousnetPremium`,
        code: "ADJUSTMENT_OUT_OF_RANGE",
        message: "previousnetPremium 1e+300 is outside the tables' limits, 0 to 50000 (GBP).",
      },
      { path: `${MEMBER}/previousCNCFactor`, code: "ADJUSTMENT_OUT_OF_RANGE", message: "previousCNCFactor 0.1 is outside the tables' limits, 0.5 to 2." },
      { path: `${MEMBER}/cncFactor`, code: "ADJUSTMENT_OUT_OF_RANGE", message: "cncFactor 1e+308 is outside the tables' limits, 0.5 to 2." },
    ]);
  });

  it("leaves a member not priced alone", () => {
    const member = buildTestMember({ cncFactor: 1e15, isMemberNeeded: false });
    expect(checkInputBounds(buildTestRequest({ transactionType: "MTC" }, [buildTestMember(), member]), plan)).toEqual([]);
  });
});
