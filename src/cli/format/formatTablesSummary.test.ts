import { describe, expect, it } from "vitest";
import { summarizeTables } from "../../tables/summarizeTables.js";
import { defaultTables } from "../../tables/default/index.js";
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
});
