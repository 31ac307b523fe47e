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

  it("shows each version's sign-off as tablesSignOff judges it: approved with the approved hash matching or not, a draft, or none; and the first quote date", () => {
    const [first, second, third] = defaultTables.versions;
    const signed = { status: "approved" as const, approvedBy: "A. Actuary", approvedAt: "2026-10-01" };
    const { status: _status, approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...outside } = third!.manifest;
    const summary = summarizeTables({
      ...defaultTables,
      versions: [
        { ...first!, manifest: { ...first!.manifest, ...signed, approvedHash: first!.hash, availableFrom: "2026-11-15" } },
        { ...second!, manifest: { ...second!.manifest, ...signed, approvedHash: "0".repeat(64) } },
        { ...third!, manifest: { ...outside, status: "draft" as const } },
        { ...third!, manifest: outside },
      ],
    });
    const text = formatTablesSummary("tables", summary, plainColors);
    expect(text).toMatch(/│ Sign-off +│ approved by A\. Actuary on 2026-10-01; approved hash matches +│/);
    expect(text).toMatch(/│ Available from +│ quote date 2026-11-15 +│/);
    expect(text).toMatch(/│ Sign-off +│ approved by A\. Actuary on 2026-10-01; approved hash does not match \(a file changed after approval\); analysis only: the/);
    expect(text).toMatch(/│ Sign-off +│ draft: not approved; analysis only: the service and pmi-rating quote refuse it +│/);
    expect(text).toMatch(/│ Sign-off +│ no status: outside sign-off, not approved; analysis only: the service and/);
    expect(text).toMatch(/│ Available from +│ any quote date +│/);
  });
});
