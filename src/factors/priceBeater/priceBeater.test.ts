import { describe, expect, it } from "vitest";
import { priceBeater } from "./priceBeater.js";
import { buildTestIncentive, buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

const couple = [buildTestMember(), buildTestMember({ relationship: "partner" })];

function beat(parameter: string, competitorPrice: number | undefined, isRequote = false) {
  const request = buildTestRequest(
    { isRequote, incentive: [buildTestIncentive(0, "Price Beater", parameter)], ...(competitorPrice === undefined ? {} : { competitorPrice }) },
    couple,
  );
  const context = buildTestContext(request);
  return applyStep(priceBeater, context, buildTestPolicy(context, ["600", "400"]));
}

describe("priceBeater step", () => {
  it("matches the competitor: target = 1008 × 0.95 ÷ 1.12 = 855 against 1000, so 14.5 % off", () => {
    const result = beat("Yes", 1008);
    expect(result.members.map((rating) => rating.premium.toFixed())).toEqual(["513", "342"]);
    expect(result.priceBeaterDiscountPercent?.toFixed()).toBe("14.5");
    expect(result.worksheet[0]).toMatchObject({ step: "priceBeater", key: "discount 14.5 %", factor: "0.855", before: "1000", after: "855" });
    expect(result.worksheet[0]?.member).toBeUndefined();
    expect(result.worksheet.slice(1).map((line) => line.factor)).toEqual(["0.855", "0.855"]);
  });

  it("keeps the percentage to two places, rounded down", () => {
    // target 1010 × 0.95 ÷ 1.12 = 856.696428...; needed 14.3303571...%
    const result = beat("1", 1010);
    expect(result.priceBeaterDiscountPercent?.toFixed()).toBe("14.33");
    expect(result.premium).toBe("514.02");
  });

  it("gives at most the tables' maximum discount", () => {
    expect(beat("Y", 800).priceBeaterDiscountPercent?.toFixed()).toBe("15");
  });

  it("gives nothing, with a warning, when the premium is already below the target", () => {
    const result = beat("Yes", 2000);
    expect(result.premium).toBe("600");
    expect(result.warnings.map((warning) => warning.code)).toEqual(["INCENTIVE_NOT_APPLIED"]);
  });

  it("applies the percentage granted on a requote, as it is", () => {
    const result = beat("7.5", undefined, true);
    expect(result.members.map((rating) => rating.premium.toFixed())).toEqual(["555", "370"]);
  });

  it("does nothing when declined or absent", () => {
    expect(beat("No", 500).premium).toBe("600");
    const context = buildTestContext(buildTestRequest({}, couple));
    const result = applyStep(priceBeater, context, buildTestPolicy(context, ["600", "400"]));
    expect(result.premium).toBe("600");
    expect(result.worksheet.map((line) => line.description)).toEqual(["No Price Beater incentive.", "No Price Beater incentive."]);
  });

  it("reports a match without competitorPrice", () => {
    expect(beat("Yes", undefined).issues.map((issue) => issue.code)).toEqual(["INVALID_INCENTIVE_PARAMETER"]);
  });
});
