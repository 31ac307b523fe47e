import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuoteResponse } from "../../src/model/response.js";
import { safeQuote } from "../../src/quote/safeQuote.js";
import { selectTablesVersion } from "../../src/tables/selectTablesVersion.js";
import { defaultTables } from "../../src/plans/defaultTables.js";
import { type JsonRequest, validQuoteRequest } from "@pmi-rating/test-support";
import { membersOfQuote } from "@pmi-rating/test-support";

/** Any double a JSON body can carry, weighted towards the absurd ends and the bounds. */
const anyAmount = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
  fc.constantFrom(0, -0, 5e-324, 1e-300, 0.49, 0.5, 2, 2.01, 50000, 50000.01, 250000, 1e15, 1e300, 1e308, Number.MAX_VALUE),
);

const MONEY_AND_FACTOR_MEMBER_FIELDS = ["cncFactor", "previousCNCFactor", "previousnetPremium", "wellnessDiscount"] as const;
const MONEY_AND_FACTOR_POLICY_FIELDS = ["competitorPrice", "commercialAdjustment", "experienceAdjustment"] as const;

/** A valid request (any transaction) with some of its money and factor inputs replaced by any double. */
const requestWithAnyAmounts = validQuoteRequest(defaultTables).chain((request) =>
  fc
    .record({
      policy: fc.dictionary(fc.constantFrom(...MONEY_AND_FACTOR_POLICY_FIELDS), anyAmount, { maxKeys: 3 }),
      member: fc.dictionary(fc.constantFrom(...MONEY_AND_FACTOR_MEMBER_FIELDS), anyAmount, { maxKeys: 4 }),
      transactionType: fc.constantFrom("New Business", "MTC", "Renewal"),
    })
    .map(({ policy, member, transactionType }): JsonRequest => {
      const copy = structuredClone(request);
      const quote = copy.individualHealthCarePolicy.quote;
      Object.assign(quote, policy, { transactionType });
      for (const category of quote["memberCategory"] as { familyUnit: { member: Record<string, unknown>[] }[] }[]) {
        for (const unit of category.familyUnit) for (const sent of unit.member) Object.assign(sent, member);
      }
      return copy;
    }),
);

function amountsOf(quote: QuoteResponse): number[] {
  const instalments = (plan: QuoteResponse["instalments"]) => [plan.net.first, plan.net.regular, plan.gross.first, plan.gross.regular];
  return [
    quote.grossPrice,
    quote.netPrice,
    quote.ipt,
    ...instalments(quote.instalments),
    ...membersOfQuote(quote).flatMap((member) => [
      member.grossPrice,
      member.netPrice,
      member.ipt,
      ...member.memberTaxDetail.flatMap((detail) => [detail.netPrice, detail.taxAmount]),
      ...instalments(member.instalments),
    ]),
  ];
}

describe("no request drives an amount out of bounds", () => {
  it("every quote either is refused with codes and pointers, or has every amount finite, >= 0 and <= the tables' ceiling", () => {
    let priced = 0;
    fc.assert(
      fc.property(requestWithAnyAmounts, (request) => {
        const result = safeQuote(request, defaultTables);
        if (!result.success) {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues) expect(issue.path).toMatch(/^\/individualHealthCarePolicy\/quote/);
          return;
        }
        priced += 1;
        const version = selectTablesVersion(defaultTables, result.data.priceRequiredDate);
        const ceiling = version?.inputBounds.maximumQuoteAmount.value.toNumber() ?? 0;
        for (const amount of amountsOf(result.data)) {
          expect(Number.isFinite(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(ceiling);
        }
        expect(JSON.parse(JSON.stringify(result.data))).toEqual(result.data);
      }),
      { numRuns: 1000 },
    );
    // The property is about priced requests too, not only refusals.
    expect(priced).toBeGreaterThan(50);
  });
});
