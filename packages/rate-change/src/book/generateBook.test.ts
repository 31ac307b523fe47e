import { describe, expect, it } from "vitest";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { generateBookRequests } from "./generateBook.js";

describe("generateBookRequests", () => {
  const book = [...generateBookRequests(2000, 20260101)];

  it("generates requests that every one quotes with the default tables", () => {
    const failures = book
      .map((request) => ({ request, result: safeQuote(request, defaultTables) }))
      .filter(({ result }) => !result.success)
      .slice(0, 3)
      .map(({ request, result }) => ({ request: JSON.stringify(request), issues: result.success ? [] : result.issues }));
    expect(failures).toEqual([]);
  });

  it("is deterministic: the same seed gives the same book, another seed another book", () => {
    expect([...generateBookRequests(50, 20260101)]).toEqual(book.slice(0, 50));
    expect([...generateBookRequests(50, 7)]).not.toEqual(book.slice(0, 50));
  });

  it("mixes households, transactions, payment methods, regions, options and incentives", () => {
    const policies = book.map((request) => request.individualHealthCarePolicy.quote);
    const members = policies.flatMap((policy) => policy.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member)));
    const share = (count: number) => count / policies.length;

    const sizes = policies.map((policy) => policy.noOfPeople ?? 0);
    expect(share(sizes.filter((size) => size === 1).length)).toBeGreaterThan(0.3);
    expect(share(sizes.filter((size) => size === 2).length)).toBeGreaterThan(0.1);
    expect(share(sizes.filter((size) => size >= 3).length)).toBeGreaterThan(0.1);

    expect(share(policies.filter((policy) => policy.transactionType === "Renewal").length)).toBeGreaterThan(0.15);
    expect(members.some((member) => member.previousnetPremium !== undefined)).toBe(true);
    expect(new Set(policies.map((policy) => JSON.stringify([policy.paymentType, policy.paymentFrequency]))).size).toBeGreaterThan(2);
    const areas = new Set(policies.map((policy) => policy.policyholderPostcode?.replace(/\d.*$/, "")));
    expect(areas.size).toBeGreaterThan(50);
    expect(policies.some((policy) => (policy.memberCategory[0]?.option ?? []).some((option) => option.optionTypeName !== undefined))).toBe(true);
    const incentives = new Set(policies.flatMap((policy) => (policy.incentive ?? []).map((incentive) => incentive.incentiveType)));
    expect(incentives.size).toBeGreaterThanOrEqual(3);
    expect(new Set(members.map((member) => member.ncdLevel)).size).toBeGreaterThan(3);
    expect(members.some((member) => member.relationship === "child")).toBe(true);
    expect(new Set(book.map((request) => request.individualHealthCarePolicy.quote.id)).size).toBe(book.length);
  });
});
