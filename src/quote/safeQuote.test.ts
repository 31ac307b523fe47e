import { describe, expect, it } from "vitest";
import { QuoteResponseSchema } from "../model/response.js";
import { defaultSteps } from "../factors/index.js";
import { buildTestTables, buildTestTablesVersion } from "../../packages/test-support/src/rating/buildTestTables.js";
import type { RatingStep } from "../engine/types.js";
import { quote } from "./quote.js";
import { QuoteError } from "./QuoteError.js";
import { safeQuote } from "./safeQuote.js";

const tables = buildTestTables();

/**
 * Two priced members and one not needed, priced by hand on the test tables (see
 * buildTestTables for every number):
 *
 * self, M, 30, SW1A 1AA (band B), FMU, NCD 12, wellness 5:
 *   720 × 1 × 0.85 + 60 = 672; × 0.7 = 470.4; × 0.945 = 444.528; × 0.95 = 422.3016;
 *   × 0.97 = 409.632552; × 0.95 = 389.1509244 → 389.15; IPT 12 % 46.698 → 46.70; gross 435.85.
 * partner, F, 45, M1 1AE (band A), CME, 2 years claim free so NCD 10:
 *   1000 × 1.05 = 1050; × 0.85 = 892.5; + 60 = 952.5; × 0.75 = 714.375; × 0.945 = 675.084375;
 *   × 0.97 = 654.83184375; × 0.95 = 622.0902515625 → 622.09; IPT 74.6508 → 74.65; gross 696.74.
 * Policy: net 1011.24, IPT 121.35, gross 1132.59.
 */
function buildRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    individualHealthCarePolicy: {
      quote: {
        id: "Q-HAND-1",
        productName: "HrSol",
        transactionType: "New Business",
        paymentType: "B",
        paymentFrequency: 1,
        priceRequiredDate: "2025-06-01",
        callingSystem: "TEST",
        commercialAdjustment: -10,
        experienceAdjustment: 5,
        memberCategory: [
          {
            id: 1,
            name: "Standard",
            option: [
              { id: 352, name: "Excess", value: "Yes", optionTypeName: "500" },
              { id: 365, name: "DentalandOptical", value: "Yes" },
              { id: 369, name: "Psychiatric", value: "No" },
            ],
            familyUnit: [
              {
                number: "1",
                familyStatus: "couple",
                member: [
                  {
                    number: "1",
                    relationship: "self",
                    effectiveDate: "2025-06-01",
                    gender: "M",
                    age: 30,
                    postcode: "sw1a1aa",
                    uwType: "FMU",
                    ncdLevel: 12,
                    wellnessDiscount: 5,
                  },
                  {
                    number: "2",
                    relationship: "partner",
                    effectiveDate: "2025-06-01",
                    gender: "F",
                    age: 45,
                    postcode: "M1 1AE",
                    uwType: "CME",
                    ncdLevel: 10,
                    memberYearsClaimFree: 2,
                  },
                  {
                    number: "3",
                    relationship: "child",
                    effectiveDate: "2025-06-01",
                    gender: "F",
                    age: 5,
                    postcode: "M1 1AE",
                    uwType: "FMU",
                    ncdLevel: 12,
                    isMemberNeeded: "0",
                  },
                ],
              },
            ],
          },
        ],
        incentive: [{ incentiveType: "psDiscount", incentiveParameter: "5" }],
        ...overrides,
      },
    },
  };
}

describe("safeQuote on the test tables", () => {
  it("prices every member as worked by hand and adds them up", () => {
    const result = safeQuote(buildRequest(), tables);
    expect(result.success).toBe(true);
    if (!result.success) return;
    const response = result.data;
    expect(QuoteResponseSchema.parse(response)).toEqual(response);
    expect([response.netPrice, response.ipt, response.grossPrice]).toEqual([1011.24, 121.35, 1132.59]);
    const [self, partner, child] = response.memberCategory[0]!.familyUnit[0]!.member;
    expect(self).toEqual({
      number: "1",
      relationship: "self",
      age: 30,
      postcodeBand: "B",
      ncdLevel: 12,
      isMemberNeeded: true,
      grossPrice: 435.85,
      netPrice: 389.15,
      ipt: 46.7,
      memberTaxDetail: [{ netPrice: 389.15, taxAmount: 46.7, taxRate: 12 }],
      instalments: { numberOfInstalments: 1, net: { first: 389.15, regular: 389.15 }, gross: { first: 435.85, regular: 435.85 } },
    });
    expect([partner?.postcodeBand, partner?.netPrice, partner?.ipt, partner?.grossPrice]).toEqual(["A", 622.09, 74.65, 696.74]);
    expect(child).toMatchObject({ isMemberNeeded: false, netPrice: 0, ipt: 0, grossPrice: 0, memberTaxDetail: [{ netPrice: 0, taxAmount: 0, taxRate: 12 }] });
    expect(child?.postcodeBand).toBeUndefined();
    expect(response.tables).toEqual({ version: "test.1", effectiveFrom: "2025-01-01", hash: "test-hash-test.1", illustrative: true });
    expect(response.worksheet).toBeUndefined();
    expect(response.id).toBe("Q-HAND-1");
  });

  it("splits the premiums into instalments at policy and member level", () => {
    const response = quote(buildRequest({ paymentFrequency: 12 }), tables);
    // B monthly is factor 1 instead of 0.97: self 389.1509244 / 0.97 = 401.1865200 → 401.19, IPT 48.14.
    const self = response.memberCategory[0]!.familyUnit[0]!.member[0]!;
    expect([self.netPrice, self.ipt]).toEqual([401.19, 48.14]);
    expect(self.instalments).toEqual({ numberOfInstalments: 12, net: { first: 33.46, regular: 33.43 }, gross: { first: 37.49, regular: 37.44 } });
    // partner 622.0902515625 / 0.97 = 641.33015625 → 641.33, IPT 76.9596 → 76.96; policy net 1042.52, gross 1167.62.
    expect([response.netPrice, response.ipt, response.grossPrice]).toEqual([1042.52, 125.1, 1167.62]);
    expect(response.instalments).toEqual({ numberOfInstalments: 12, net: { first: 86.95, regular: 86.87 }, gross: { first: 97.32, regular: 97.3 } });
  });

  it("returns the worksheet when asked, one line per step per priced member (the renewal price rule's only when it caps, the smoker loading's only with its table)", () => {
    const result = safeQuote(buildRequest(), tables, { explain: true });
    if (!result.success) throw new Error("expected a quote");
    const worksheet = result.data.worksheet ?? [];
    const self = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";
    const child = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/2";
    const selfSteps = worksheet.filter((line) => line.member === self).map((line) => line.step);
    // The test tables have no smoker loading, and a New Business quote meets no renewal price rule.
    expect(new Set(selfSteps)).toEqual(new Set(defaultSteps.map((step) => step.name).filter((name) => name !== "renewalPriceRule" && name !== "smokerLoading")));
    expect(worksheet.filter((line) => line.member === child).map((line) => line.step)).toEqual(["notPriced"]);
    const last = worksheet.filter((line) => line.member === self && line.step === "rounding")[0];
    expect(last).toMatchObject({ before: "389.1509244", after: "389.15" });
  });

  it("returns every problem of the request instead of a price", () => {
    const result = safeQuote(buildRequest({ productName: "Other", paymentType: "Z" }), tables);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => issue.code).sort()).toEqual(["INVALID_VALUE", "UNSUPPORTED_PRODUCT"]);
  });

  it("never throws on malformed input", () => {
    for (const input of [undefined, null, 42, "text", [], {}, { individualHealthCarePolicy: { quote: [] } }]) {
      expect(safeQuote(input, tables).success).toBe(false);
    }
  });

  it("quote throws a QuoteError carrying the issues", () => {
    expect(() => quote({}, tables)).toThrow(QuoteError);
    try {
      quote({}, tables);
    } catch (error) {
      expect((error as QuoteError).issues.length).toBeGreaterThan(0);
      expect((error as QuoteError).name).toBe("QuoteError");
    }
  });

  it("runs the steps given instead of the default ones", () => {
    const withoutWellness = defaultSteps.filter((step) => step.name !== "wellness");
    const response = quote(buildRequest(), tables, { steps: withoutWellness });
    // self without × 0.95: 389.1509244 / 0.95 = 409.632552 → 409.63
    expect(response.memberCategory[0]!.familyUnit[0]!.member[0]!.netPrice).toBe(409.63);
  });

  it("is deterministic", () => {
    expect(quote(buildRequest(), tables, { explain: true })).toEqual(quote(buildRequest(), tables, { explain: true }));
  });

  it("throws a TypeError for tables that are not RatingTables", () => {
    expect(() => safeQuote(buildRequest(), {} as never)).toThrow(TypeError);
  });
});

describe("safeQuote: draft tables and the quote date", () => {
  const version = buildTestTablesVersion();
  const withManifest = (change: Record<string, unknown>) => buildTestTables([{ ...version, manifest: { ...version.manifest, ...change } }]);

  it("refuses a draft version unless allowDraft, which prices it as an approved one", () => {
    const draft = withManifest({ status: "draft" });
    const refused = safeQuote(buildRequest(), draft);
    expect(refused).toEqual({ success: false, issues: [expect.objectContaining({ path: "/priceRequiredDate", code: "TABLES_NOT_EFFECTIVE" })] });
    const priced = safeQuote(buildRequest(), draft, { allowDraft: true });
    expect(priced.success && priced.data.grossPrice).toBe(1132.59);
  });

  it("refuses a version quoted before its availableFrom, and checks nothing without a quote date", () => {
    const later = withManifest({ availableFrom: "2025-05-01" });
    expect(safeQuote(buildRequest(), later, { quoteDate: "2025-04-30" }).success).toBe(false);
    expect(safeQuote(buildRequest(), later, { quoteDate: "2025-05-01" }).success).toBe(true);
    expect(safeQuote(buildRequest(), later).success).toBe(true);
  });

  it("throws a TypeError for a quote date that is not a calendar date (a programming error)", () => {
    expect(() => safeQuote(buildRequest(), tables, { quoteDate: "2025-02-30" })).toThrow(TypeError);
  });
});

describe("safeQuote refuses absurd inputs and absurd results", () => {
  const MEMBER = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";
  const withFirstMember = (fields: Record<string, unknown>, quoteFields: Record<string, unknown> = {}) => {
    const request = buildRequest(quoteFields) as { individualHealthCarePolicy: { quote: { memberCategory: { familyUnit: { member: Record<string, unknown>[] }[] }[] } } };
    Object.assign(request.individualHealthCarePolicy.quote.memberCategory[0]!.familyUnit[0]!.member[0]!, fields);
    return request;
  };

  it.each([1e308, 1e15])("refuses an MTC cncFactor of %d with ADJUSTMENT_OUT_OF_RANGE at the member's cncFactor", (cncFactor) => {
    const result = safeQuote(withFirstMember({ cncFactor }, { transactionType: "MTC" }), tables);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues).toContainEqual(expect.objectContaining({ code: "ADJUSTMENT_OUT_OF_RANGE", path: `${MEMBER}/cncFactor` }));
  });

  it("refuses a previousnetPremium of 1e300 on a Renewal", () => {
    const result = safeQuote(withFirstMember({ previousnetPremium: 1e300 }, { transactionType: "Renewal" }), tables);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues).toContainEqual(expect.objectContaining({ code: "ADJUSTMENT_OUT_OF_RANGE", path: `${MEMBER}/previousnetPremium` }));
  });

  it("refuses, never succeeds, when an amount would be above the tables' ceiling (PRICE_OUT_OF_RANGE)", () => {
    const lowCeiling = buildTestTables([buildTestTablesVersion({ maximumQuoteAmount: "500" })]);
    const result = safeQuote(buildRequest(), lowCeiling);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.every((issue) => issue.code === "PRICE_OUT_OF_RANGE")).toBe(true);
    // The policy's gross 1132.59 and the partner's gross 696.74 are above 500; the self's 435.85 is not.
    expect(result.issues).toContainEqual(
      expect.objectContaining({ path: "/individualHealthCarePolicy/quote", message: expect.stringContaining("grossPrice came to 1132.59") }),
    );
    expect(result.issues.map((issue) => issue.path)).not.toContain(MEMBER);
  });

  it("refuses when a custom step drives the premium to Infinity", () => {
    const blowUp: RatingStep = {
      name: "blowUp",
      compile: () => () => (member) => {
        member.premium = member.premium.times("1e400");
      },
    };
    const steps = [...defaultSteps.slice(0, 2), blowUp, ...defaultSteps.slice(2)];
    const result = safeQuote(buildRequest(), tables, { steps });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues[0]).toMatchObject({ code: "PRICE_OUT_OF_RANGE", message: expect.stringContaining("Infinity") });
  });
});
