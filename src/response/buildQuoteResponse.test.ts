import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { QuoteResponseSchema } from "../model/response.js";
import { buildTestMember, buildTestRequest } from "../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestContext, buildTestPolicy } from "../../packages/test-support/src/rating/buildTestRating.js";
import { buildQuoteResponse } from "./buildQuoteResponse.js";

const request = buildTestRequest({ id: "Q-9", paymentFrequency: 4, transactionType: "Renewal" }, [
  buildTestMember({ number: "7" }),
  buildTestMember({ relationship: "child", isMemberNeeded: false }),
]);
const context = buildTestContext(request);
const warning = { path: "", code: "INCENTIVE_NOT_APPLIED", message: "m" } as const;

describe("buildQuoteResponse", () => {
  const policy = buildTestPolicy(context, "100.01", {
    netPrice: new Decimal("100.01"),
    ipt: new Decimal("12.00"),
    iptRatePercent: new Decimal(12),
    postcodeBand: "B",
    cncFactor: new Decimal("0.96153846153846153846"),
  });

  it("mirrors the request, with money to two places and cncFactor to six", () => {
    const response = buildQuoteResponse(request, context.tables, { ...policy, priceBeaterDiscountPercent: new Decimal("7.5") }, [warning], false);
    expect(QuoteResponseSchema.parse(response)).toEqual(response);
    expect(response).toMatchObject({
      id: "Q-9",
      transactionType: "Renewal",
      paymentFrequency: 4,
      netPrice: 100.01,
      ipt: 12,
      grossPrice: 112.01,
      priceBeaterDiscountPercent: 7.5,
    });
    expect(response.instalments).toEqual({ numberOfInstalments: 4, net: { first: 25.01, regular: 25 }, gross: { first: 28.01, regular: 28 } });
    const [priced, notPriced] = response.memberCategory[0]!.familyUnit[0]!.member;
    expect(priced).toMatchObject({ number: "7", postcodeBand: "B", cncFactor: 0.961538, netPrice: 100.01, grossPrice: 112.01 });
    expect(notPriced).toMatchObject({ isMemberNeeded: false, netPrice: 0, ipt: 0, grossPrice: 0 });
    expect(notPriced?.postcodeBand).toBeUndefined();
    expect(response.warnings).toEqual([warning]);
    expect(response.worksheet).toBeUndefined();
    expect(Object.keys(response.memberCategory[0]!)).toEqual(["id", "name", "familyUnit"]);
  });

  it("rounds a premium no step rounded, with the tables' mode", () => {
    const unrounded = buildTestPolicy(context, "100.005");
    const response = buildQuoteResponse(request, context.tables, unrounded, [], true);
    expect(response.netPrice).toBe(100.01);
    expect(response.ipt).toBe(0);
    expect(response.worksheet).toEqual(unrounded.worksheet);
  });
});
