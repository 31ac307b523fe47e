import { describe, expect, it } from "vitest";
import type { GoldenReport } from "../../golden/types.js";
import { plainColors } from "./colors.js";
import { formatGoldenReport, showValue } from "./formatGoldenReport.js";

const report: GoldenReport = {
  directory: "cases",
  cases: [
    { file: "a.json", description: "single", passed: true, differences: [], updated: false },
    {
      file: "b.json",
      description: "couple",
      passed: false,
      updated: false,
      differences: [
        { member: "policy", field: "netPrice", expected: 100, actual: 101.5 },
        { member: "/memberCategory/0/familyUnit/0/member/1", field: "grossPrice", expected: 56, actual: 57.68 },
        { member: "policy", field: "warnings/0", actual: { code: "X" } },
      ],
    },
    { file: "c.json", description: "", passed: false, differences: [], updated: false, error: "is not valid JSON" },
  ],
  totals: { cases: 3, passed: 1, failed: 2, updated: 0 },
};

describe("formatGoldenReport", () => {
  it("prints a line per case, a table of each failing case's differences, and the totals", () => {
    const text = formatGoldenReport(report, plainColors);
    expect(text).toContain("✔ pass    a.json — single");
    expect(text).toContain("✖ FAIL    b.json — couple (3 differences)");
    expect(text).toMatch(/│ policy +│ netPrice +│ 100 +│ 101\.5 +│/);
    expect(text).toMatch(/│ \/memberCategory\/0\/familyUnit\/0\/member\/1 │ grossPrice │ 56 +│ 57\.68 +│/);
    expect(text).toMatch(/│ policy +│ warnings\/0 +│ \(absent\) +│ \{"code":"X"\} +│/);
    expect(text).toContain("✖ ERROR   c.json: is not valid JSON");
    expect(text.trimEnd().split("\n").at(-1)).toBe("3 cases, 1 passed, 2 failed");
  });

  it("shows what an update rewrote", () => {
    const updated: GoldenReport = {
      ...report,
      cases: [{ ...report.cases[1]!, updated: true }],
      totals: { cases: 1, passed: 0, failed: 1, updated: 1 },
    };
    const text = formatGoldenReport(updated, plainColors);
    expect(text).toContain("↻ updated b.json — couple (3 differences written)");
    expect(text).toMatch(/│ Member +│ Field +│ Was +│ Now +│/);
    expect(text.trimEnd().split("\n").at(-1)).toBe("1 case, 0 passed, 0 failed, 1 updated");
  });

  it("cuts long values", () => {
    expect(showValue("x".repeat(100))).toHaveLength(60);
    expect(showValue(undefined)).toBe("(absent)");
  });
});
