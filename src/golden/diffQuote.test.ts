import { describe, expect, it } from "vitest";
import { diffQuote, WHOLE_MEMBER } from "./diffQuote.js";
import type { JsonValue } from "./types.js";

function member(netPrice: number, ipt: number, extra: Record<string, JsonValue> = {}): JsonValue {
  return {
    relationship: "self",
    age: 40,
    netPrice,
    grossPrice: Math.round((netPrice + ipt) * 100) / 100,
    ipt,
    instalments: { numberOfInstalments: 12, net: { first: 1, regular: 1 }, gross: { first: 1, regular: 1 } },
    ...extra,
  };
}

function quote(members: JsonValue[], policy: Record<string, JsonValue> = {}): JsonValue {
  return {
    productName: "HrSol",
    netPrice: 100,
    grossPrice: 112,
    ipt: 12,
    memberCategory: [{ familyUnit: [{ member: members }] }],
    tables: { version: "2026.1", hash: "abc" },
    warnings: [],
    ...policy,
  };
}

const FIRST_MEMBER = "/memberCategory/0/familyUnit/0/member/0";
const SECOND_MEMBER = "/memberCategory/0/familyUnit/0/member/1";

describe("diffQuote", () => {
  it("finds nothing when the two are equal", () => {
    expect(diffQuote(quote([member(100, 12)]), quote([member(100, 12)]))).toEqual([]);
  });

  it("reports premiums first: policy net, gross, IPT, then each member's, then other paths", () => {
    const expected = quote([member(60, 7.2), member(40, 4.8)]);
    const actual = quote([member(61, 7.32, { age: 41 }), member(40, 4.9)], {
      tables: { version: "2026.1", hash: "def" },
      netPrice: 101,
      grossPrice: 113.22,
      ipt: 12.22,
    });
    expect(diffQuote(expected, actual)).toEqual([
      { member: "policy", field: "netPrice", expected: 100, actual: 101 },
      { member: "policy", field: "grossPrice", expected: 112, actual: 113.22 },
      { member: "policy", field: "ipt", expected: 12, actual: 12.22 },
      { member: FIRST_MEMBER, field: "netPrice", expected: 60, actual: 61 },
      { member: FIRST_MEMBER, field: "grossPrice", expected: 67.2, actual: 68.32 },
      { member: FIRST_MEMBER, field: "ipt", expected: 7.2, actual: 7.32 },
      { member: SECOND_MEMBER, field: "grossPrice", expected: 44.8, actual: 44.9 },
      { member: SECOND_MEMBER, field: "ipt", expected: 4.8, actual: 4.9 },
      { member: FIRST_MEMBER, field: "age", expected: 40, actual: 41 },
      { member: "policy", field: "tables/hash", expected: "abc", actual: "def" },
    ]);
  });

  it("names nested fields by their path below the member", () => {
    const changed = member(100, 12, {
      instalments: { numberOfInstalments: 12, net: { first: 8.37, regular: 8.33 }, gross: { first: 1, regular: 1 } },
    });
    expect(diffQuote(quote([member(100, 12)]), quote([changed]))).toEqual([
      { member: FIRST_MEMBER, field: "instalments/net/first", expected: 1, actual: 8.37 },
      { member: FIRST_MEMBER, field: "instalments/net/regular", expected: 1, actual: 8.33 },
    ]);
  });

  it("leaves out the side where a value is missing", () => {
    const withWarning = quote([member(100, 12)], {
      warnings: [{ path: "/x", code: "OUTPUT_FIELD_IGNORED", message: "ignored" }],
    });
    expect(diffQuote(quote([member(100, 12)]), withWarning)).toEqual([
      { member: "policy", field: "warnings/0", actual: { path: "/x", code: "OUTPUT_FIELD_IGNORED", message: "ignored" } },
    ]);
    expect(diffQuote(quote([member(100, 12, { cncFactor: 0.9 })]), quote([member(100, 12)]))).toEqual([{ member: FIRST_MEMBER, field: "cncFactor", expected: 0.9 }]);
  });

  it("reports a member added or removed as a whole, after the premiums", () => {
    const differences = diffQuote(quote([member(100, 12)]), quote([member(100, 12), member(50, 6)]));
    expect(differences).toEqual([{ member: SECOND_MEMBER, field: WHOLE_MEMBER, actual: member(50, 6) }]);
  });

  it("compares issues one by one when a refusal was expected and a refusal came", () => {
    const expected = { issues: [{ path: "/a", code: "REQUIRED", message: "a is required." }] };
    const actual = { issues: [{ path: "/a", code: "INVALID_TYPE", message: "a must be a string." }] };
    expect(diffQuote(expected, actual)).toEqual([
      { member: "policy", field: "issues/0/code", expected: "REQUIRED", actual: "INVALID_TYPE" },
      { member: "policy", field: "issues/0/message", expected: "a is required.", actual: "a must be a string." },
    ]);
  });

  it("reports the issues and the premiums, not every field, when a quote came instead of a refusal", () => {
    const issues = [{ path: "/a", code: "REQUIRED", message: "a is required." }];
    expect(diffQuote({ issues }, quote([member(100, 12)]))).toEqual([
      { member: "policy", field: "netPrice", actual: 100 },
      { member: "policy", field: "grossPrice", actual: 112 },
      { member: "policy", field: "ipt", actual: 12 },
      { member: "policy", field: "issues", expected: issues },
    ]);
    expect(diffQuote(quote([member(100, 12)]), { issues })).toEqual([
      { member: "policy", field: "netPrice", expected: 100 },
      { member: "policy", field: "grossPrice", expected: 112 },
      { member: "policy", field: "ipt", expected: 12 },
      { member: "policy", field: "issues", actual: issues },
    ]);
  });

  it("reports a change of type as one difference", () => {
    expect(diffQuote({ netPrice: 1, a: { b: 1 } }, { netPrice: 1, a: [1] })).toEqual([{ member: "policy", field: "a", expected: { b: 1 }, actual: [1] }]);
  });

  it("escapes '/' and '~' in keys as JSON pointers do", () => {
    expect(diffQuote({ netPrice: 1, "a/b~c": 1 }, { netPrice: 1, "a/b~c": 2 })).toEqual([{ member: "policy", field: "a~1b~0c", expected: 1, actual: 2 }]);
  });
});
