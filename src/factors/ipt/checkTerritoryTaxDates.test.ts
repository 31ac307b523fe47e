import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestIptTable, buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { Decimal } from "../../decimal/decimal.js";
import { compileRatingPlan } from "../../engine/compileRatingPlan.js";
import type { TaxTerritory, TaxTerritoryTable } from "../../tables/types.js";
import { checkTerritoryTaxDates } from "./checkTerritoryTaxDates.js";

/** A territory taxed at 0 % from each of `firstDates`' dates (the first is its first rate). */
function territory(code: string, name: string, firstDates: readonly string[]): TaxTerritory {
  return {
    territory: code,
    name,
    rates: firstDates.map((effectiveFrom, index) => ({ effectiveFrom, ratePercent: new Decimal(0), source: { file: "premium-tax.csv", row: index + 2 } })),
    source: { file: "tax-territories.csv", row: 2 },
  };
}

const JERSEY = territory("JE", "Jersey", ["2026-06-01", "2027-01-01"]);
const GUERNSEY = territory("GY", "Guernsey", ["2025-03-01"]);
const TERRITORIES: TaxTerritoryTable = {
  byPostcodeArea: new Map([
    ["JE", JERSEY],
    ["GY", GUERNSEY],
  ]),
};
const plan = compileRatingPlan(buildTestTablesVersion(), buildTestIptTable(), TERRITORIES);
const POSTCODES = ["JE2 3AB", "GY1 1AA", "SW1A 1AA", "IM1 1AA"] as const;

function requestOn(taxRequiredDate: string, postcodes: readonly string[], policyholderPostcode?: string) {
  return buildTestRequest(
    { taxRequiredDate, priceRequiredDate: taxRequiredDate, ...(policyholderPostcode === undefined ? {} : { policyholderPostcode }) },
    postcodes.map((postcode) => buildTestMember({ postcode })),
  );
}

describe("checkTerritoryTaxDates", () => {
  it("works out once per version the date from which every territory is taxed: the latest first rate", () => {
    expect(plan.everyTerritoryTaxedFrom).toBe("2026-06-01");
    expect(compileRatingPlan(buildTestTablesVersion(), buildTestIptTable()).everyTerritoryTaxedFrom).toBeUndefined();
  });

  it("refuses a tax date before a member's territory's first rate, once per territory, naming it", () => {
    const issues = checkTerritoryTaxDates(requestOn("2026-01-15", ["JE2 3AB", "SW1A 1AA", "JE3 4BB"]), plan);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: "/individualHealthCarePolicy/quote/taxRequiredDate", code: "TAX_DATE_OUT_OF_RANGE" });
    expect(issues[0]?.message).toContain("Jersey (territory JE)");
    expect(issues[0]?.message).toContain("2026-06-01");
  });

  it("reads the policyholder's postcode before the members'", () => {
    expect(checkTerritoryTaxDates(requestOn("2026-01-15", ["SW1A 1AA"], "JE2 3AB"), plan).map((issue) => issue.code)).toEqual(["TAX_DATE_OUT_OF_RANGE"]);
    expect(checkTerritoryTaxDates(requestOn("2026-01-15", ["JE2 3AB"], "SW1A 1AA"), plan)).toEqual([]);
  });

  it("accepts the first rate's own date, and a UK member on any date", () => {
    expect(checkTerritoryTaxDates(requestOn("2026-06-01", ["JE2 3AB", "GY1 1AA"]), plan)).toEqual([]);
    expect(checkTerritoryTaxDates(requestOn("2020-01-01", ["SW1A 1AA", "IM1 1AA"]), plan)).toEqual([]);
  });

  it("finds on every date and for every mix of members what looking up each member's territory finds", () => {
    const days = ["2020-01-01", "2025-02-28", "2025-03-01", "2026-05-31", "2026-06-01", "2026-12-31", "2030-01-01"];
    fc.assert(
      fc.property(fc.constantFrom(...days), fc.array(fc.constantFrom(...POSTCODES), { minLength: 1, maxLength: 6 }), (date, postcodes) => {
        const untaxed = [JERSEY, GUERNSEY].filter((taxed) => postcodes.some((postcode) => postcode.startsWith(taxed.territory)) && taxed.rates[0]!.effectiveFrom > date);
        const issues = checkTerritoryTaxDates(requestOn(date, postcodes), plan);
        expect(issues.map((issue) => issue.message.match(/territory (\w\w)/)?.[1])).toEqual(
          untaxed.map((taxed) => taxed.territory).sort((a, b) => postcodes.findIndex((p) => p.startsWith(a)) - postcodes.findIndex((p) => p.startsWith(b))),
        );
      }),
    );
  });
});
