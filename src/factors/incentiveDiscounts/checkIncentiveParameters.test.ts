import { describe, expect, it } from "vitest";
import type { IncentiveType } from "../../model/enums.js";
import { buildTestIncentive, buildTestMember, buildTestOption, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { TablesVersion } from "../../tables/types.js";
import { checkFreeOptionTaken } from "./checkFreeOptionTaken.js";
import { checkIncentiveParameters as checkParametersAlone } from "./checkIncentiveParameters.js";
import { checkPriceBeaterCompetitorPrice } from "../priceBeater/checkPriceBeaterCompetitorPrice.js";

/**
 * The parameter rules of docs/rating-model.md section 3.12, now three checks that each read only
 * their own fields (the waived option taken, competitorPrice for a Price Beater to match):
 * together they answer what the one check answered.
 */
function checkIncentiveParameters(request: NormalizedQuoteRequest, version: TablesVersion) {
  return [...checkParametersAlone(request, version), ...checkFreeOptionTaken(request, version), ...checkPriceBeaterCompetitorPrice(request)];
}

const tables = buildTestTablesVersion();
const parameterPath = "/individualHealthCarePolicy/quote/incentive/0/incentiveParameter";
const dental = buildTestOption(0, { id: 365, name: "DentalandOptical", taken: true });

function problems(type: IncentiveType, parameter: string, overrides: Parameters<typeof buildTestRequest>[0] = {}): string[] {
  const request = buildTestRequest({ competitorPrice: 500, ...overrides, incentive: [buildTestIncentive(0, type, parameter)] }, undefined, [dental]);
  return checkIncentiveParameters(request, tables).map((issue) => `${issue.code} ${issue.path}`);
}
const invalid = [`INVALID_INCENTIVE_PARAMETER ${parameterPath}`];

describe("checkIncentiveParameters", () => {
  it("psDiscount: a percentage within the tables' range", () => {
    expect(problems("psDiscount", "20")).toEqual([]);
    expect(problems("psDiscount", "-10")).toEqual([]);
    expect(problems("psDiscount", "2.5")).toEqual([]);
    expect(problems("psDiscount", "20.01")).toEqual(invalid);
    expect(problems("psDiscount", "-11")).toEqual(invalid);
    expect(problems("psDiscount", "five")).toEqual(invalid);
  });

  it("monthsFree: a whole number from 1 to the maximum", () => {
    expect(problems("monthsFree", "1")).toEqual([]);
    expect(problems("monthsFree", "3")).toEqual([]);
    expect(problems("monthsFree", "4")).toEqual(invalid);
    expect(problems("monthsFree", "0")).toEqual(invalid);
    expect(problems("monthsFree", "1.5")).toEqual(invalid);
  });

  it("NCD Uplift: a whole number of levels from 1 to the maximum", () => {
    expect(problems("NCD Uplift", "2")).toEqual([]);
    expect(problems("NCD Uplift", "3")).toEqual(invalid);
    expect(problems("NCD Uplift", "Yes")).toEqual(invalid);
  });

  it("Price Beater: Yes/No, competitorPrice when matching, a percentage on a requote", () => {
    expect(problems("Price Beater", "Yes")).toEqual([]);
    expect(problems("Price Beater", "n")).toEqual([]);
    expect(problems("Price Beater", "maybe")).toEqual(invalid);
    const withoutCompetitor = buildTestRequest({ incentive: [buildTestIncentive(0, "Price Beater", "Y")] });
    expect(checkIncentiveParameters(withoutCompetitor, tables)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/competitorPrice",
        code: "INVALID_INCENTIVE_PARAMETER",
        message: "Price Beater is applied, so competitorPrice, the competitor's annual gross premium, is required.",
      },
    ]);
    expect(problems("Price Beater", "7.5", { isRequote: true })).toEqual([]);
    expect(problems("Price Beater", "15", { isRequote: true })).toEqual([]);
    expect(problems("Price Beater", "15.5", { isRequote: true })).toEqual(invalid);
    expect(problems("Price Beater", "Yes", { isRequote: true })).toEqual(invalid);
  });

  it("freeOption: an add-on option of the catalogue, by id or name, taken in the request", () => {
    expect(problems("freeOption", "365")).toEqual([]);
    expect(problems("freeOption", "dentalandoptical")).toEqual([]);
    expect(problems("freeOption", "369")).toEqual(invalid); // Psychiatric is not taken
    expect(problems("freeOption", "352")).toEqual(invalid); // Excess has levels
    expect(problems("freeOption", "Massage")).toEqual(invalid);
  });

  it("freeOption: Protected NCD counts as taken for a member with pncdInd Y", () => {
    const incentive = [buildTestIncentive(0, "freeOption", "ProtectedNCD")];
    expect(checkIncentiveParameters(buildTestRequest({ incentive }, [buildTestMember({ protectedNcd: true })]), tables)).toEqual([]);
    expect(checkIncentiveParameters(buildTestRequest({ incentive }, [buildTestMember()]), tables)).toHaveLength(1);
  });

  it("SwitchDec: Yes/No; gift: any text", () => {
    expect(problems("SwitchDec", "Yes")).toEqual([]);
    expect(problems("SwitchDec", "later")).toEqual(invalid);
    expect(problems("gift", "Fitness tracker")).toEqual([]);
  });
});
