import { describe, expect, it } from "vitest";
import type { GoldenReport } from "pmi-rating/node";
import { plainColors } from "./colors.js";
import { formatGoldenReport, showValue } from "./formatGoldenReport.js";

const report: GoldenReport = {
  directory: "cases",
  cases: [
    { file: "a.json", description: "single", passed: true, tablesHashOnly: false, staleWorkings: [], differences: [], updated: false },
    {
      file: "b.json",
      description: "couple",
      passed: false,
      tablesHashOnly: false,
      staleWorkings: [],
      updated: false,
      differences: [
        { member: "policy", field: "netPrice", expected: 100, actual: 101.5 },
        { member: "/memberCategory/0/familyUnit/0/member/1", field: "grossPrice", expected: 56, actual: 57.68 },
        { member: "policy", field: "warnings/0", actual: { code: "X" } },
      ],
    },
    { file: "c.json", description: "", passed: false, tablesHashOnly: false, staleWorkings: [], differences: [], updated: false, error: "is not valid JSON" },
  ],
  tablesHashChanges: [],
  totals: { cases: 3, passed: 1, failed: 2, updated: 0, tablesHashOnly: 0, staleWorkings: 0 },
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
      totals: { cases: 1, passed: 0, failed: 1, updated: 1, tablesHashOnly: 0, staleWorkings: 0 },
    };
    const text = formatGoldenReport(updated, plainColors);
    expect(text).toContain("↻ updated b.json — couple (3 differences written)");
    expect(text).toMatch(/│ Member +│ Field +│ Was +│ Now +│/);
    expect(text.trimEnd().split("\n").at(-1)).toBe("1 case, 0 passed, 0 failed, 1 updated");
  });

  it("reports a tables-hash-only change once, with no line per case, and stale workings under their case", () => {
    const hashOnly = (file: string) => ({
      file,
      description: file,
      passed: false,
      tablesHashOnly: true,
      staleWorkings: [],
      updated: false,
      differences: [{ member: "policy", field: "tables/hash", expected: "a".repeat(64), actual: "b".repeat(64) }],
    });
    const stale = {
      ...report.cases[0]!,
      file: "w.json",
      passed: false,
      staleWorkings: ["Priced member 1: the workings end at net 1.00, expected holds 2.00; work the premium again from the tables."],
    };
    const text = formatGoldenReport(
      {
        ...report,
        cases: [hashOnly("h1.json"), hashOnly("h2.json"), stale],
        tablesHashChanges: [{ expected: "a".repeat(64), actual: "b".repeat(64), cases: 2 }],
        totals: { cases: 3, passed: 0, failed: 3, updated: 0, tablesHashOnly: 2, staleWorkings: 1 },
      },
      plainColors,
    );
    expect(text).not.toContain("h1.json");
    expect(text).toContain("⚠ hash    2 cases differ only by the tables hash, aaaaaaaaaaaa… → bbbbbbbbbbbb…");
    expect(text).toContain("✖ FAIL    w.json — single (hand workings stale)\n    workings stale: Priced member 1:");
    expect(text.trimEnd().split("\n").at(-1)).toBe("3 cases, 0 passed, 3 failed");
  });

  it("cuts long values", () => {
    expect(showValue("x".repeat(100))).toHaveLength(60);
    expect(showValue(undefined)).toBe("(absent)");
  });

  it("prints a case's file name, description and error on one line each, their control characters escaped", () => {
    const forged = "x\n\u001b[32m✔ pass   \u001b[39m all-good.json — fine\n\n1 cases, 1 passed, 0 failed";
    const forgedCase = {
      file: "a\u001b[31m.json",
      description: forged,
      passed: false,
      tablesHashOnly: false,
      staleWorkings: [],
      differences: [],
      updated: false,
      error: "bad\u0007",
    };
    const totals = { cases: 1, passed: 0, failed: 1, updated: 0, tablesHashOnly: 0, staleWorkings: 0 };
    const withError: GoldenReport = { directory: "cases", cases: [forgedCase], tablesHashChanges: [], totals };
    const text = formatGoldenReport(withError, plainColors);
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("\u0007");
    expect(text).toContain("a\\x1b[31m.json: bad\\x07");
    const { error: _error, ...withoutError } = forgedCase;
    const lines = formatGoldenReport({ ...withError, cases: [withoutError] }, plainColors).split("\n");
    expect(lines.filter((line) => line.includes("all-good.json"))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith("✔"))).toBe(false);
  });
});
