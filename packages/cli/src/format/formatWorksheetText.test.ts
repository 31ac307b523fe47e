import { describe, expect, it } from "vitest";
import { plainColors } from "./colors.js";
import { formatWorksheetText } from "./formatWorksheetText.js";
import { sampleQuoteResponse } from "@pmi-rating/test-support";

describe("formatWorksheetText", () => {
  it("prints one table per member, the policy steps, totals, instalments and the tables", () => {
    const text = formatWorksheetText(sampleQuoteResponse(), plainColors);
    expect(text).toContain("Quote Q-1 — HrSol, New Business");
    expect(text).toContain("Member 1 — self, age 40, band C (/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0)");
    expect(text).toMatch(/│ 1 │ baseRate +│ Base rate, age 40-44, band C +│ 2026\.1\/base-rates\.csv:10 \(age +│ .*│ +545\.454545… │\n.*│ 40-44, band C\) +│/);
    expect(text).toMatch(/│ 2 │ underwriting .*│ +1\.1 │ +│ +545\.454545… │ +600 │/);
    expect(text.indexOf("Policy\n")).toBeGreaterThan(text.indexOf("underwriting"));
    expect(text).toMatch(/│ Policy +│ +600\.00 │ +72\.00 │ +672\.00 │/);
    expect(text).toMatch(/│ Gross +│ +56\.00 │ +56\.00 │ +1 \+ 11 │/);
    expect(text).toContain("Tables version 2026.1 (effective 2026-01-01, illustrative)");
    expect(text).toContain("Tables hash    ab12");
    expect(text).not.toContain("Warnings");
  });

  it("lists the warnings returned with the quote", () => {
    const response = { ...sampleQuoteResponse(), warnings: [{ path: "/x", code: "OUTPUT_FIELD_IGNORED" as const, message: "Ignored." }] };
    expect(formatWorksheetText(response, plainColors)).toContain("  ! /x  OUTPUT_FIELD_IGNORED  Ignored.");
  });
});
