import { describe, expect, it } from "vitest";
import { buildTestIncentive, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkIncentiveEligibility } from "./checkIncentiveEligibility.js";

const tables = buildTestTablesVersion();

describe("checkIncentiveEligibility", () => {
  it("lets a * row cover every agent and a request without fsaNumber", () => {
    const incentive = [buildTestIncentive(0, "psDiscount", "5")];
    expect(checkIncentiveEligibility(buildTestRequest({ incentive }), tables)).toEqual([]);
    expect(checkIncentiveEligibility(buildTestRequest({ incentive, fsaNumber: "ANY" }), tables)).toEqual([]);
  });

  it("limits an agent's row to that agent (any case)", () => {
    const incentive = [buildTestIncentive(0, "Price Beater", "Yes")];
    expect(checkIncentiveEligibility(buildTestRequest({ incentive, fsaNumber: "ag1" }), tables)).toEqual([]);
    expect(checkIncentiveEligibility(buildTestRequest({ incentive, fsaNumber: "AG9" }), tables)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/incentive/0/incentiveType",
        code: "INCENTIVE_NOT_ELIGIBLE",
        message: "Incentive Price Beater is not available to agent AG9.",
      },
    ]);
    expect(checkIncentiveEligibility(buildTestRequest({ incentive }), tables)[0]?.message).toBe(
      "Incentive Price Beater is not available to a request without fsaNumber.",
    );
  });

  it("honours a row's payment type and frequency", () => {
    const withoutGiftForAll = buildTestTablesVersion();
    const rules = withoutGiftForAll.incentives.eligibility.filter((rule) => !(rule.agent === "*" && rule.incentiveType === "gift"));
    const giftOnlyMonthly = { ...withoutGiftForAll, incentives: { ...withoutGiftForAll.incentives, eligibility: rules } };
    const incentive = [buildTestIncentive(0, "gift", "Voucher")];
    expect(checkIncentiveEligibility(buildTestRequest({ incentive, fsaNumber: "AG2", paymentFrequency: 12 }), giftOnlyMonthly)).toEqual([]);
    const [issue] = checkIncentiveEligibility(buildTestRequest({ incentive, fsaNumber: "AG2", paymentFrequency: 1 }), giftOnlyMonthly);
    expect(issue?.code).toBe("INCENTIVE_NOT_ELIGIBLE");
    expect(issue?.message).toBe(
      "Incentive gift is available to agent AG2 only with payment type B with 12 payments a year; this request pays by B with 1 payments a year.",
    );
  });
});
