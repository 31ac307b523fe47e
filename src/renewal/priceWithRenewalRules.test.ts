import { describe, expect, it } from "vitest";
import { compileTables } from "../plans/compileTables.js";
import { defaultTables } from "../plans/defaultTables.js";
import { defaultTablesData } from "../tables/default/data.generated.js";
import type { RenewalPriceRule } from "../tables/types.js";
import type { RatingTables } from "../engine/types.js";
import { safeQuote } from "../quote/safeQuote.js";

/** The default tables with another renewal_price_rule in every version. */
function tablesWithRule(rule: RenewalPriceRule): RatingTables {
  const parsed = defaultTablesData;
  const versions = parsed.versions.map((version) => {
    const limits = version.files["limits.csv"];
    if (limits === undefined) throw new Error("limits.csv missing from the default tables");
    const rows = limits.rows.map((row) => (row.values.name === "renewal_price_rule" ? { ...row, values: { ...row.values, value: rule } } : row));
    return { ...version, files: { ...version.files, "limits.csv": { ...limits, rows } } };
  });
  const compiled = compileTables({ ...parsed, versions });
  if (!compiled.success) throw new Error(JSON.stringify(compiled.problems));
  return compiled.tables;
}

/** A Renewal of one member (60-64, band D, NCD 12: 1141.80 as New Business) with last year's premium. */
function renewal(previousnetPremium: number) {
  return {
    individualHealthCarePolicy: {
      quote: {
        productName: "HrSol",
        transactionType: "Renewal",
        paymentType: "B",
        paymentFrequency: 12,
        priceRequiredDate: "2026-03-01",
        callingSystem: "GMS",
        memberCategory: [
          {
            option: [],
            familyUnit: [
              {
                member: [
                  { relationship: "self", effectiveDate: "2019-03-01", gender: "F", age: 61, postcode: "RG1 1AA", uwType: "FMU", ncdLevel: 12, previousnetPremium },
                ],
              },
            ],
          },
        ],
      },
    },
  };
}

const ENBP = { available: true, netPrice: 1141.8, ipt: 137.02, grossPrice: 1278.82 };

describe("renewal_price_rule", () => {
  it("report: the renewal held at 1350.00 by the collar is returned as it is, the new-business price beside it, no warning", () => {
    const result = safeQuote(renewal(1500), tablesWithRule("report"));
    expect(result.success && [result.data.netPrice, result.data.equivalentNewBusiness, result.warnings]).toEqual([
      1350,
      { ...ENBP, rule: "report", dearerThanNewBusiness: true },
      [],
    ]);
  });

  it("warn: the same renewal gets RENEWAL_ABOVE_NEW_BUSINESS_PRICE on the member; a cheaper one gets none", () => {
    const dearer = safeQuote(renewal(1500), tablesWithRule("warn"));
    expect(dearer.success && dearer.warnings.map((warning) => [warning.code, warning.path])).toEqual([
      ["RENEWAL_ABOVE_NEW_BUSINESS_PRICE", "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0"],
    ]);
    const cheaper = safeQuote(renewal(500), tablesWithRule("warn"));
    expect(cheaper.success && [cheaper.data.netPrice, cheaper.warnings, cheaper.data.equivalentNewBusiness?.dearerThanNewBusiness]).toEqual([625, [], false]);
  });

  it("cap_at_enbp: the renewal is capped at the new-business price, IPT on the capped net, the worksheet says so", () => {
    const result = safeQuote(renewal(1500), tablesWithRule("cap_at_enbp"), { explain: true });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect([result.data.netPrice, result.data.ipt, result.data.grossPrice]).toEqual([1141.8, 137.02, 1278.82]);
    expect(result.data.equivalentNewBusiness).toEqual({ ...ENBP, rule: "cap_at_enbp", dearerThanNewBusiness: true });
    expect(result.data.worksheet?.filter((line) => line.step === "renewalPriceRule").map((line) => [line.before, line.after])).toEqual([
      ["1350.00", "1141.80"],
      [undefined, undefined],
    ]);
    // A renewal cheaper than new business is not raised.
    const cheaper = safeQuote(renewal(500), tablesWithRule("cap_at_enbp"));
    expect(cheaper.success && cheaper.data.netPrice).toBe(625);
  });

  it("gives no equivalent price when the risk cannot be sold as New Business (a member above the entry age)", () => {
    const request = renewal(1500);
    const member = request.individualHealthCarePolicy.quote.memberCategory[0]?.familyUnit[0]?.member[0];
    if (member !== undefined) member.age = 85;
    const result = safeQuote(request, defaultTables);
    expect(result.success && result.data.equivalentNewBusiness).toMatchObject({ available: false, rule: "warn" });
    expect(result.success && result.data.equivalentNewBusiness?.reason).toContain("entry age of 79");
  });

  it("leaves New Business without an equivalent price", () => {
    const request = renewal(1500);
    request.individualHealthCarePolicy.quote.transactionType = "New Business";
    const result = safeQuote(request, defaultTables);
    expect(result.success && result.data.equivalentNewBusiness).toBeUndefined();
  });
});
