import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ISSUE_CODES } from "../model/issue.js";
import { buildMember, buildRequest } from "@pmi-rating/test-support";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

/** A result is well formed: success with data, or failure with at least one issue, each with a pointer and a known code. */
function expectWellFormed(result: ReturnType<typeof validateQuoteRequest>): void {
  if (result.success) {
    expect(result.data.memberCategory.length).toBeGreaterThan(0);
    return;
  }
  expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of result.issues) {
    expect(issue.path === "" || issue.path.startsWith("/")).toBe(true);
    expect(ISSUE_CODES).toContain(issue.code);
    expect(issue.message.length).toBeGreaterThan(10);
  }
}

/** Paths into the base request that mutations can replace. */
const QUOTE_FIELDS = [
  "id",
  "commercialAdjustment",
  "paymentType",
  "paymentFrequency",
  "experienceAdjustment",
  "policyholderPostcode",
  "priceRequiredDate",
  "groupSize",
  "productName",
  "transactionType",
  "memberCategory",
  "incentive",
  "taxRequiredDate",
  "callingSystem",
  "competitorPrice",
  "noOfPeople",
  "isRequote",
  "__proto__",
  "constructor",
];
const MEMBER_FIELDS = [
  "relationship",
  "effectiveDate",
  "gender",
  "dateOfBirth",
  "postcode",
  "wellnessDiscount",
  "uwType",
  "age",
  "ncdLevel",
  "pncdInd",
  "isMemberNeeded",
  "isPostbandCallRequired",
  "memberYearsClaimFree",
  "cncFactor",
  "memberTaxDetail",
];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  // eslint-disable-next-line no-loss-of-precision -- 1e309 overflows to Infinity, as the same digits in a JSON body do: that overflow is a case under test.
  fc.constantFrom(Number.NaN, -0, Infinity, -Infinity, 1e309, 2 ** 31, "2025-02-30", "", "  ", null, [], {}, "__proto__"),
);

describe("validateQuoteRequest on arbitrary input", () => {
  it("always returns a result for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => expectWellFormed(validateQuoteRequest(value))),
      { numRuns: 500 },
    );
  });

  it("always returns a result for any JavaScript value", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => expectWellFormed(validateQuoteRequest(value))),
      { numRuns: 500 },
    );
  });

  it("always returns a result for arbitrary JSON inside the envelope", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (quote) => expectWellFormed(validateQuoteRequest({ individualHealthCarePolicy: { quote } }))),
      { numRuns: 300 },
    );
  });

  it("always returns a result for a valid request with fields replaced by odd values, and never modifies it", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...QUOTE_FIELDS), oddValue, { maxKeys: 4 }),
        fc.dictionary(fc.constantFrom(...MEMBER_FIELDS), oddValue, { maxKeys: 4 }),
        (quoteChanges, memberChanges) => {
          const request = buildRequest(quoteChanges, [buildMember(memberChanges)]);
          const before = JSON.stringify(request);
          expectWellFormed(validateQuoteRequest(request));
          expect(JSON.stringify(request)).toBe(before);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("survives deep nesting and a parsed __proto__ key", () => {
    let deep: unknown = "junk";
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expectWellFormed(validateQuoteRequest({ individualHealthCarePolicy: { quote: { memberCategory: deep, incentive: deep } } }));
    const parsed: unknown = JSON.parse('{"__proto__":{"x":1},"individualHealthCarePolicy":{"__proto__":{"quote":1},"quote":{"constructor":{}}}}');
    expectWellFormed(validateQuoteRequest(parsed));
  });
});
