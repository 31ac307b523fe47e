import { describe, expect, it } from "vitest";
import { ImpactAccumulator } from "./ImpactAccumulator.js";
import { IMPACT_CSV_COLUMNS, impactCsvRecord } from "./impactCsv.js";
import type { PolicyPricing } from "./policyPricing.js";

describe("impactCsvRecord", () => {
  it("writes both premiums and the change of a compared policy", () => {
    const pricing: PolicyPricing = {
      line: 12,
      policyId: "Q-12",
      from: { ok: true, version: "2026.1", net: "500.00", gross: "560.00" },
      to: { ok: true, version: "2027.1", net: "525.00", gross: "588.00" },
    };
    const record = impactCsvRecord(pricing, new ImpactAccumulator({ basis: "gross" }).add(pricing));
    expect(record).toHaveLength(IMPACT_CSV_COLUMNS.length);
    expect(record).toEqual([12, "Q-12", "compared", "2026.1", "2027.1", "500.00", "525.00", "560.00", "588.00", "28.00", "5.00", ""]);
  });

  it("writes the reason of a failed policy", () => {
    const pricing: PolicyPricing = {
      line: 3,
      policyId: "line 3",
      from: { ok: true, version: "2026.1", net: "1.00", gross: "1.12" },
      to: { ok: false, reason: "AGE_OUT_OF_RANGE at /x: too old" },
    };
    const record = impactCsvRecord(pricing, new ImpactAccumulator({ basis: "gross" }).add(pricing));
    expect(record).toEqual([3, "line 3", "failed (--to)", "2026.1", "", "1.00", "", "1.12", "", "", "", "AGE_OUT_OF_RANGE at /x: too old"]);
  });

  it("neutralises a policy id or reason a spreadsheet would read as a formula, and keeps negative changes numbers", () => {
    const pricing: PolicyPricing = {
      line: 5,
      policyId: '=HYPERLINK("http://evil","x")',
      from: { ok: true, version: "2026.1", net: "500.00", gross: "560.00" },
      to: { ok: true, version: "2027.1", net: "450.00", gross: "504.00" },
    };
    const record = impactCsvRecord(pricing, new ImpactAccumulator({ basis: "gross" }).add(pricing));
    expect(record).toEqual([5, `'=HYPERLINK("http://evil","x")`, "compared", "2026.1", "2027.1", "500.00", "450.00", "560.00", "504.00", "-56.00", "-10.00", ""]);
    const failed: PolicyPricing = { line: 6, policyId: "+cmd|' /C calc'!A0", from: { ok: false, reason: "@x" }, to: { ok: false, reason: "@x" } };
    expect(impactCsvRecord(failed, new ImpactAccumulator({ basis: "gross" }).add(failed))).toMatchObject({ 1: "'+cmd|' /C calc'!A0", 11: "'@x" });
  });
});
