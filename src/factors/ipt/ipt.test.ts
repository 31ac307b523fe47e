import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { compileRatingPlan } from "../../engine/compileRatingPlan.js";
import { ipt } from "./ipt.js";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

describe("ipt step", () => {
  it("works IPT at the rate in force on taxRequiredDate, rounded to pennies", () => {
    const context = buildTestContext(buildTestRequest({ taxRequiredDate: "2025-06-01" }));
    const result = applyStep(ipt, context, buildTestPolicy(context, "612.35", { netPrice: new Decimal("612.35") }));
    // 612.35 × 12 % = 73.482
    expect(result.members[0]?.ipt?.toFixed(2)).toBe("73.48");
    expect(result.members[0]?.iptRatePercent?.toFixed()).toBe("12");
    expect(result.worksheet[0]).toMatchObject({ table: "ipt.csv", row: 3, amount: "73.48", before: "612.35", after: "685.83" });
  });

  it("uses the rate of the tax date, not of the price date", () => {
    const context = buildTestContext(buildTestRequest({ taxRequiredDate: "2017-05-31" }));
    const result = applyStep(ipt, context, buildTestPolicy(context, "612.35", { netPrice: new Decimal("612.35") }));
    // 612.35 × 10 % = 61.235 → 61.24 half-up
    expect(result.members[0]?.ipt?.toFixed(2)).toBe("61.24");
  });

  it("gives a member not priced the rate and no tax", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember(), buildTestMember({ relationship: "child", isMemberNeeded: false })]));
    const result = applyStep(ipt, context, buildTestPolicy(context, "100", { netPrice: new Decimal("100") }));
    expect(result.members[1]).toMatchObject({ priced: false });
    expect([result.members[1]?.ipt?.toFixed(2), result.members[1]?.iptRatePercent?.toFixed()]).toEqual(["0.00", "12"]);
  });

  it("reports a tax date before the IPT history", () => {
    const context = buildTestContext(buildTestRequest({ taxRequiredDate: "2000-01-01" }));
    expect(applyStep(ipt, context, buildTestPolicy(context, "100")).issues[0]?.code).toBe("TAX_DATE_OUT_OF_RANGE");
  });
});

describe("ipt step by tax territory", () => {
  /** A context whose plan knows Jersey as a territory outside UK IPT. */
  const withJersey = (request: ReturnType<typeof buildTestRequest>) => {
    const context = buildTestContext(request);
    return { ...context, plan: compileRatingPlan(context.tables, context.ipt, jersey) };
  };
  const jersey = {
    byPostcodeArea: new Map([
      [
        "JE",
        {
          territory: "JE",
          name: "Jersey",
          rates: [{ effectiveFrom: "2000-01-01", ratePercent: new Decimal(0), source: { file: "premium-tax.csv", row: 2 } }],
          source: { file: "tax-territories.csv", row: 2 },
        },
      ],
    ]),
  };

  it("charges a member living in Jersey the territory's rate (0), with its own worksheet line", () => {
    const request = buildTestRequest({}, [buildTestMember({ postcode: "JE2 3AB" })]);
    const context = withJersey(request);
    const result = applyStep(ipt, context, buildTestPolicy(context, "647.28", { netPrice: new Decimal("647.28") }));
    expect([result.members[0]?.ipt?.toFixed(2), result.members[0]?.iptRatePercent?.toFixed()]).toEqual(["0.00", "0"]);
    expect(result.worksheet[0]).toMatchObject({ table: "premium-tax.csv", row: 2, amount: "0.00", key: "JE, tax date 2025-06-01", after: "647.28" });
    expect(result.worksheet[0]?.description).toContain("Jersey");
  });

  it("follows the policyholder's postcode when given, for every member", () => {
    const request = buildTestRequest({ policyholderPostcode: "JE2 3AB" }, [buildTestMember({ postcode: "SW1A 1AA" })]);
    const context = withJersey(request);
    expect(applyStep(ipt, context, buildTestPolicy(context, "100", { netPrice: new Decimal("100") })).members[0]?.ipt?.toFixed(2)).toBe("0.00");
    const inLondon = buildTestRequest({ policyholderPostcode: "SW1A 1AA" }, [buildTestMember({ postcode: "JE2 3AB" })]);
    const londonContext = withJersey(inLondon);
    expect(applyStep(ipt, londonContext, buildTestPolicy(londonContext, "100", { netPrice: new Decimal("100") })).members[0]?.ipt?.toFixed(2)).toBe("12.00");
  });

  it("reports a tax date before the territory's first rate", () => {
    const request = buildTestRequest({ taxRequiredDate: "1999-01-01" }, [buildTestMember({ postcode: "JE2 3AB" })]);
    const context = withJersey(request);
    const issues = applyStep(ipt, context, buildTestPolicy(context, "100")).issues;
    expect(issues.map((issue) => issue.code)).toEqual(["TAX_DATE_OUT_OF_RANGE"]);
    expect(issues[0]?.message).toContain("Jersey");
  });

  it("reports both the UK's and a territory's missing rate, each once, when members live in both", () => {
    const members = [buildTestMember({ postcode: "JE2 3AB" }), buildTestMember({ postcode: "SW1A 1AA" }), buildTestMember({ postcode: "JE3 4BB" })];
    const context = withJersey(buildTestRequest({ taxRequiredDate: "1999-01-01" }, members));
    const issues = applyStep(ipt, context, buildTestPolicy(context, "100")).issues;
    expect(issues.map((issue) => [issue.code, /Insurance Premium Tax|Jersey/.exec(issue.message)?.[0]])).toEqual([
      ["TAX_DATE_OUT_OF_RANGE", "Insurance Premium Tax"],
      ["TAX_DATE_OUT_OF_RANGE", "Jersey"],
    ]);
  });
});
