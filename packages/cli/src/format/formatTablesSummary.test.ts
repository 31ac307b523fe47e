import { describe, expect, it } from "vitest";
import { summarizeTables } from "pmi-rating/tables";
import { defaultTables } from "pmi-rating/tables";
import { plainColors } from "./colors.js";
import { formatTablesSummary } from "./formatTablesSummary.js";

describe("formatTablesSummary", () => {
  it("prints every version with its dates, hash, ages, bands, options and payment methods, then the IPT history", () => {
    const summary = summarizeTables(defaultTables);
    const text = formatTablesSummary("tables", summary, plainColors);
    expect(text).toContain(`✔ tables: valid, ${summary.versions.length} versions`);
    expect(text).toContain(`Hash ${defaultTables.hash}`);
    for (const version of summary.versions) {
      expect(text).toContain(`Version ${version.version}, effective from ${version.effectiveFrom}`);
      expect(text).toContain(version.hash);
    }
    expect(text).toMatch(/│ Ages +│ 0-99 \(New Business up to \d+\), \d+ age bands/);
    expect(text).toMatch(/│ Options +│ Excess \(352\): /);
    expect(text).toMatch(/│ Payment methods +│ .*B:12/);
    expect(text).toContain("  12 % from 2017-06-01");
  });

  it("shows the minimum premium as a quote charges it, with the version's own rounding mode", () => {
    const summary = summarizeTables(defaultTables);
    const [first, ...others] = summary.versions;
    const halfEven = { ...summary, versions: [{ ...first!, roundingMode: "half-even" as const, minimumPremium: "600.125" }, ...others] };
    const text = formatTablesSummary("tables", halfEven, plainColors);
    expect(text).toMatch(/│ Minimum premium +│ £600\.12 \(600\.125 in the table, rounded half-even\) +│/);
    expect(text).toMatch(/│ Minimum premium +│ £150\.00 +│/);
  });

  it("shows each version's sign-off: approved by whom and when and whether the approved hash still matches, a draft, or none; and the first quote date", () => {
    const summary = summarizeTables(defaultTables);
    const [first, second, third] = summary.versions;
    const { approvedBy: _by, approvedAt: _at, approvedHashMatches: _matches, availableFrom: _from, ...unsigned } = third!;
    const text = formatTablesSummary(
      "tables",
      {
        ...summary,
        versions: [
          { ...first!, status: "approved" as const, approvedBy: "A. Actuary", approvedAt: "2026-10-01", approvedHashMatches: true, availableFrom: "2026-11-15" },
          { ...second!, status: "approved" as const, approvedBy: "A. Actuary", approvedAt: "2026-10-01", approvedHashMatches: false },
          { ...unsigned, status: "draft" as const },
        ],
      },
      plainColors,
    );
    expect(text).toMatch(/│ Sign-off +│ approved by A\. Actuary on 2026-10-01; approved hash matches +│/);
    expect(text).toMatch(/│ Available from +│ quote date 2026-11-15 +│/);
    expect(text).toMatch(/│ Sign-off +│ approved by A\. Actuary on 2026-10-01; approved hash does not match \(a file changed after approval\) +│/);
    expect(text).toMatch(/│ Sign-off +│ draft: not approved, priced only where drafts are asked for +│/);
    expect(text).toMatch(/│ Available from +│ any quote date +│/);
  });

  it("says when a version is outside sign-off (no status)", () => {
    const summary = summarizeTables(defaultTables);
    const { status: _status, approvedBy: _by, approvedAt: _at, approvedHashMatches: _matches, ...outside } = summary.versions[0]!;
    expect(formatTablesSummary("tables", { ...summary, versions: [outside] }, plainColors)).toMatch(/│ Sign-off +│ no status: outside sign-off +│/);
  });
});
