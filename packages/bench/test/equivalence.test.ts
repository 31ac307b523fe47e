import { afterAll, describe, expect, it } from "vitest";
import { compileFloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import { mixedBook } from "../lib/benchBooks.js";
import { checkEquivalence, memberNetPrices } from "../peers/checkEquivalence.js";
import { createZenTariff } from "../zen/createZenTariff.js";
import { generateTariffGraph } from "../zen/generateTariffGraph.js";
import { quote } from "../../../src/index.js";
import { INCENTIVE_TYPES } from "../../../src/model/enums.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";

// The benchmark compares quote() with a plain-number floor and a GoRules ZEN graph of the
// same tariff; the comparison means something only while all three price alike.
describe("bench equivalence gate", () => {
  const zen = createZenTariff(generateTariffGraph(defaultTables));
  const floor = compileFloorTariff(defaultTables);
  afterAll(() => zen.dispose());

  it("prices 1,000 seeded book requests to the penny alike in quote(), the floor and the ZEN graph", { timeout: 180_000 }, async () => {
    const book = mixedBook(1_000, defaultTables);
    const report = await checkEquivalence(book, defaultTables, floor, zen);
    expect(report.requests).toBe(1_000);
    expect(report.members).toBeGreaterThan(1_000);
    expect(report.mismatches).toEqual([]);
  });

  it("covers what the book exercises: every transaction type, options taken, incentives and renewals capped", () => {
    const policies = mixedBook(1_000, defaultTables).map((request) => request.individualHealthCarePolicy.quote);
    expect(new Set(policies.map((policy) => policy.transactionType))).toEqual(new Set(["New Business", "Renewal", "MTC"]));
    expect(new Set(policies.flatMap((policy) => (policy.incentive ?? []).map((incentive) => incentive.incentiveType)))).toEqual(new Set(INCENTIVE_TYPES));
    expect(
      policies.some((policy) =>
        policy.memberCategory.some((category) => category.familyUnit.some((unit) => unit.member.some((member) => member.previousnetPremium !== undefined))),
      ),
    ).toBe(true);
    expect(policies.some((policy) => policy.memberCategory.some((category) => (category.option ?? []).some((option) => option.value === "Yes")))).toBe(true);
  });

  it("detects a difference: the gate fails when the floor's tariff is altered", async () => {
    const [request] = mixedBook(1, defaultTables);
    const altered = compileFloorTariff(defaultTables);
    for (const version of altered.versions) (version as { minimumPremium: number }).minimumPremium = 1_000_000;
    const report = await checkEquivalence([request], defaultTables, altered);
    expect(report.mismatches).toHaveLength(1);
    expect(report.mismatches[0]?.engine).toBe("floor");
    expect(floorQuote(request as unknown as RawQuoteRequest, altered).memberNetPrices).not.toEqual(memberNetPrices(quote(request, defaultTables)));
  });

  it("prices a Price Beater requote and a member not needed alike (features the generated book leaves out)", async () => {
    const member = { relationship: "self", effectiveDate: "2026-06-01", gender: "F", age: 40, postcode: "WR1 4NZ", uwType: "FMU", ncdLevel: 12 };
    const request = {
      individualHealthCarePolicy: {
        quote: {
          productName: "HrSol",
          callingSystem: "BENCH",
          fsaNumber: "FSA123456",
          priceRequiredDate: "2026-06-01",
          paymentType: "B",
          paymentFrequency: 12,
          isRequote: true,
          competitorPrice: 900,
          incentive: [{ incentiveType: "Price Beater", incentiveParameter: "7.5" }],
          memberCategory: [
            {
              option: [
                { id: 365, name: "DentalandOptical", value: "Yes" },
                { id: 352, name: "Excess", value: "Yes", optionTypeName: "500" },
              ],
              familyUnit: [{ member: [member, { ...member, relationship: "partner", isMemberNeeded: "0" }] }],
            },
          ],
        },
      },
    };
    const expected = memberNetPrices(quote(request, defaultTables));
    expect(expected[1]).toBe(0);
    expect(floorQuote(request as unknown as RawQuoteRequest, floor).memberNetPrices).toEqual(expected);
    expect((await zen.quote(request as unknown as RawQuoteRequest)).memberNetPrices).toEqual(expected);
  });

  it("prices a mid-term change with a supplied band in lower case and a cncFactor alike", async () => {
    const member = {
      relationship: "self",
      effectiveDate: "2026-06-01",
      gender: "M",
      age: 52,
      postcode: "SW1A 1AA",
      uwType: "CME",
      ncdLevel: 9,
      postcodeBand: "b",
      cncFactor: 0.95,
    };
    const request = {
      individualHealthCarePolicy: {
        quote: {
          productName: "HrSol",
          callingSystem: "BENCH",
          transactionType: "mtc",
          priceRequiredDate: "2026-06-01",
          paymentType: "B",
          paymentFrequency: 4,
          memberCategory: [{ option: [], familyUnit: [{ member: [member] }] }],
        },
      },
    };
    const expected = memberNetPrices(quote(request, defaultTables));
    expect(expected[0]).toBeGreaterThan(0);
    expect(floorQuote(request as unknown as RawQuoteRequest, floor).memberNetPrices).toEqual(expected);
    expect((await zen.quote(request as unknown as RawQuoteRequest)).memberNetPrices).toEqual(expected);
  });
});
