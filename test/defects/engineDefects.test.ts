import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { buildMember, buildRequest, copyDefaultTables } from "@pmi-rating/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { safeQuote, validateQuoteRequest, type RatingTables } from "../../src/index.js";
import { safeLoadTables } from "../../src/plans/loadTables.js";
import { defaultTables } from "../../src/plans/defaultTables.js";

const MEMBER = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

/** The problems of a request as "path code", in the order the validator lists them. */
function problemsOf(request: unknown, tables: RatingTables): string[] {
  const result = validateQuoteRequest(request, { tables });
  return result.success ? [] : result.issues.map((issue) => `${issue.path} ${issue.code}`);
}

/** A copy of the shipped tables with `edits` made to it, loaded by the same loader as any folder. */
async function tablesWith(edits: Readonly<Record<string, (text: string) => string>>): Promise<RatingTables> {
  const folder = await copyDefaultTables();
  try {
    for (const [file, edit] of Object.entries(edits)) await folder.edit(file, edit);
    const loaded = await safeLoadTables(folder.directory);
    if (!loaded.success) throw new Error(`The edited tables do not load: ${JSON.stringify(loaded.problems)}`);
    return loaded.tables;
  } finally {
    await rm(folder.directory, { recursive: true, force: true });
  }
}

describe("a member's NCD level out of the table", () => {
  it("is reported when the member's underwriting type is broken too", () => {
    const request = buildRequest({}, [buildMember({ ncdLevel: 30, uwType: "XYZ" })]);
    expect(problemsOf(request, defaultTables)).toEqual(expect.arrayContaining([`${MEMBER}/uwType INVALID_VALUE`, `${MEMBER}/ncdLevel INVALID_NCD_LEVEL`]));
  });

  it("is reported when an incentive of the policy is broken too", () => {
    const request = buildRequest({ incentive: [{ incentiveType: "NoSuchIncentive", incentiveParameter: "1" }] }, [buildMember({ ncdLevel: 30 })]);
    const problems = problemsOf(request, defaultTables);
    expect(problems).toContain(`${MEMBER}/ncdLevel INVALID_NCD_LEVEL`);
    expect(problems.some((problem) => problem.startsWith("/individualHealthCarePolicy/quote/incentive/0/incentiveType"))).toBe(true);
  });
});

describe("a tax date before a territory's first premium-tax rate", () => {
  let tables: RatingTables;
  beforeAll(async () => {
    tables = await tablesWith({ "premium-tax.csv": (text) => text.replace("JE,1994-10-01,0,", "JE,2026-06-01,0,") });
  });

  it("is refused by the validator beside the request's other problems", () => {
    const request = buildRequest({ policyholderPostcode: "JE2 3AB" }, [buildMember({ ncdLevel: 30 })]);
    const problems = problemsOf(request, tables);
    expect(problems).toContain("/individualHealthCarePolicy/quote/taxRequiredDate TAX_DATE_OUT_OF_RANGE");
    expect(problems).toContain(`${MEMBER}/ncdLevel INVALID_NCD_LEVEL`);
  });

  it("names the territory and its first rate, in the same words as the IPT step", () => {
    const result = safeQuote(buildRequest({ policyholderPostcode: "JE2 3AB" }), tables);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]?.message).toContain("Jersey (territory JE)");
    expect(result.issues[0]?.message).toContain("its rates start on 2026-06-01");
  });

  it("prices from the territory's first rate on", () => {
    expect(
      safeQuote(buildRequest({ policyholderPostcode: "JE2 3AB", priceRequiredDate: "2026-06-01" }, [buildMember({ effectiveDate: "2026-06-01" })]), tables).success,
    ).toBe(true);
  });
});

describe("a renewal capped at its equivalent new-business price on tables with a low maximum_quote_amount", () => {
  let tables: RatingTables;
  beforeAll(async () => {
    const edits: Record<string, (text: string) => string> = {};
    for (const version of ["2025.1", "2026.1", "2027.1"]) {
      edits[`${version}/limits.csv`] = (text) =>
        text.replace(/^renewal_price_rule,warn,/m, "renewal_price_rule,cap_at_enbp,").replace(/^maximum_quote_amount,[^,]*,/m, "maximum_quote_amount,5000.00,");
    }
    tables = await tablesWith(edits);
  });
  const example = JSON.parse(readFileSync(new URL("../../examples/requests/renewal-previous-premium.json", import.meta.url), "utf8")) as Record<string, any>;

  /** The example renewal with a previous premium far above the new-business price and the tables' ceiling. */
  function dearRenewal(): unknown {
    const request = structuredClone(example);
    for (const category of request.individualHealthCarePolicy.quote.memberCategory) {
      for (const unit of category.familyUnit) for (const member of unit.member) member.previousnetPremium = 20000;
    }
    return request;
  }

  it("reports that it is dearer than new business, and its price before the rule", () => {
    const result = safeQuote(dearRenewal(), tables, { explain: true });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const equivalent = result.data.equivalentNewBusiness!;
    expect(equivalent.rule).toBe("cap_at_enbp");
    expect(result.data.netPrice).toBe(equivalent.netPrice);
    expect(equivalent.dearerThanNewBusiness).toBe(true);
    const line = result.data.worksheet?.find((entry) => entry.step === "renewalPriceRule" && entry.member === undefined);
    // 20,000 less the 10 % collar: the renewal's own net before the cap, far above the ceiling of 5,000.
    expect(line?.description).toContain("against this quote's 18000.00 before the rule");
  });
});
