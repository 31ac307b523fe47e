import { describe, expect, it } from "vitest";
import { plainColors } from "../format/colors.js";
import { formatImpactReport } from "./formatImpactReport.js";
import { ImpactAccumulator } from "@pmi-rating/rate-change";

describe("formatImpactReport", () => {
  it("prints the statistics, the histogram, the largest changes and the failures", () => {
    const accumulator = new ImpactAccumulator({ basis: "gross" });
    const ok = (value: string) => ({ ok: true as const, version: "v", net: value, gross: value });
    accumulator.add({ line: 1, policyId: "Q-UP", from: ok("100.00"), to: ok("125.00") });
    accumulator.add({ line: 2, policyId: "line 2", from: ok("100.00"), to: ok("90.00") });
    accumulator.add({ line: 3, policyId: "line 3", from: ok("100.00"), to: ok("100.00") });
    accumulator.add({ line: 4, policyId: "line 4", from: { ok: false, reason: "not JSON" }, to: { ok: false, reason: "not JSON" } });
    const text = formatImpactReport(accumulator.summary(), { colors: plainColors, from: "old", to: "new" });
    expect(text).toContain("Policies read:      4");
    expect(text).toContain("Compared:           3");
    expect(text).toContain("Book premium:       £300.00 → £315.00 (+5.00 %)");
    expect(text).toContain("Mean change:        +5.00 % (£5.00 per policy)");
    expect(text).toContain("Median change:      0.00 %");
    expect(text).toMatch(/P95[\s\S]*\+25\.00 %/);
    expect(text).toMatch(/Q-UP .*100\.00.*125\.00.*25\.00.*\+25\.00 %/);
    expect(text).toMatch(/line 2 .*-10\.00 %/);
    expect(text).toContain("Policies that could not be compared: 1");
    expect(text).toMatch(/│ +4 │ line 4 +│ both tables │ not JSON/);
    expect(text).toContain("█");
    expect(text).not.toContain("\u001b["); // no colour codes when colours are off
  });

  it("escapes the control characters of a book's policy ids and reasons", () => {
    const accumulator = new ImpactAccumulator({ basis: "gross" });
    const ok = (value: string) => ({ ok: true as const, version: "v", net: value, gross: value });
    accumulator.add({ line: 1, policyId: "Q\u001b]0;owned\u0007", from: ok("100.00"), to: ok("125.00") });
    accumulator.add({ line: 2, policyId: "R\u202eevil", from: { ok: false, reason: "bad \u001b[2J" }, to: { ok: false, reason: "bad \u001b[2J" } });
    const text = formatImpactReport(accumulator.summary(), { colors: plainColors, from: "old", to: "new" });
    // eslint-disable-next-line no-control-regex -- matching the control characters is the point
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain("Q\\x1b]0;owned\\x07");
    expect(text).toMatch(/R\\u202eevil +│ both tables │ bad \\x1b\[2J/);
  });
});
