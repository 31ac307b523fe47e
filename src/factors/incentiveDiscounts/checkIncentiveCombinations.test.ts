import { describe, expect, it } from "vitest";
import { buildTestIncentive, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkIncentiveCombinations } from "./checkIncentiveCombinations.js";

const tables = buildTestTablesVersion();

describe("checkIncentiveCombinations", () => {
  it("accepts incentives that may be combined", () => {
    const incentive = [buildTestIncentive(0, "psDiscount", "5"), buildTestIncentive(1, "monthsFree", "1")];
    expect(checkIncentiveCombinations(buildTestRequest({ incentive }), tables)).toEqual([]);
  });

  it("reports a pair listed twice, or both ways round, once", () => {
    const twice = { ...tables, incentives: { ...tables.incentives, exclusivePairs: [...tables.incentives.exclusivePairs, ["Price Beater", "psDiscount"] as const] } };
    const incentive = [buildTestIncentive(0, "psDiscount", "5"), buildTestIncentive(1, "Price Beater", "Yes")];
    expect(checkIncentiveCombinations(buildTestRequest({ incentive }), twice)).toHaveLength(1);
  });

  it("reports an exclusive pair on the later incentive, whichever order they come in", () => {
    const incentive = [buildTestIncentive(0, "gift", "Pen"), buildTestIncentive(1, "Price Beater", "Yes"), buildTestIncentive(2, "psDiscount", "5")];
    expect(checkIncentiveCombinations(buildTestRequest({ incentive }), tables)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/incentive/2/incentiveType",
        code: "INCENTIVES_NOT_COMBINABLE",
        message: "Incentives Price Beater and psDiscount cannot be combined; send only one of them.",
      },
    ]);
  });
});
