import { describe, expect, it } from "vitest";
import { isTablesHashOnly } from "./isTablesHashOnly.js";

describe("isTablesHashOnly", () => {
  const hash = { member: "policy", field: "tables/hash", expected: "a".repeat(64), actual: "b".repeat(64) };

  it("is true only when the tables hash is the one difference", () => {
    expect(isTablesHashOnly([hash])).toBe(true);
    expect(isTablesHashOnly([])).toBe(false);
    expect(isTablesHashOnly([hash, { member: "policy", field: "netPrice", expected: 1, actual: 2 }])).toBe(false);
    expect(isTablesHashOnly([{ ...hash, member: "/memberCategory/0/familyUnit/0/member/0" }])).toBe(false);
  });

  it("is false when the answer lost its tables block (a refused request is not a hash change)", () => {
    const { actual: _removed, ...absent } = hash;
    expect(isTablesHashOnly([absent])).toBe(false);
  });
});
