import { describe, expect, it } from "vitest";
import { decimalOf } from "pmi-rating/toolkit";
import { defaultTablesData } from "pmi-rating/tables";
import { plainColors } from "./colors.js";
import { formatSegmentSolve } from "./formatSegmentSolve.js";
import { signedText } from "./signedText.js";

describe("formatSegmentSolve", () => {
  const version = defaultTablesData.versions[1]!;
  const solved = {
    segments: [
      { segment: "0-17", policies: 0, multiplier: decimalOf(1), changePercent: undefined, converged: true },
      { segment: "18-24", policies: 3, multiplier: decimalOf("1.0523114"), changePercent: decimalOf("4.50312"), converged: true },
      { segment: "25-29", policies: 5, multiplier: decimalOf("0.99"), changePercent: decimalOf("3.9"), converged: false },
    ],
    policies: 8,
    changePercent: decimalOf("4.2049"),
    meanMultiplier: decimalOf("1.0101"),
    converged: false,
    rounds: 2,
    trials: 17,
    tables: { versions: [version] },
    adjusted: version,
  };
  const text = formatSegmentSolve(solved, { heading: "base-rates.csv of 2026.1", dimension: "age-band", target: decimalOf("4.5"), basis: "gross" }, plainColors);

  it("prints per segment its policies, multiplier and achieved change to 0.01 %, marked on or off target", () => {
    expect(text).toMatch(/^Solve: base-rates\.csv of 2026\.1 × one multiplier per age-band for a \+4\.50 % change in each age-band's book gross premium\n/);
    expect(text).toMatch(/│ 0-17 +│ +0 │ +1\.000000 │ +\+0\.0000 % │ +no policy: unchanged │/);
    expect(text).toMatch(/│ 18-24 +│ +3 │ +1\.052311 │ +\+5\.2311 % │ +✔ \+4\.50 % │/);
    expect(text).toMatch(/│ 25-29 +│ +5 │ +0\.990000 │ +-1\.0000 % │ +✘ \+3\.90 % │/);
  });

  it("prints the whole book: its policies, mean multiplier and change, and says when a segment is off target", () => {
    expect(text).toMatch(/│ Whole book +│ +8 │ +1\.010100 │ +\+1\.0100 % │ +\+4\.20 % │/);
    expect(text).toContain("✘ Not every segment reaches +4.50 % within 0.005 % (2 rounds over the segments, 17 trials)");
    expect(text).toContain("Whole book: mean multiplier 1.010100 (weighted by each segment's premium before), achieved change +4.20 %");
  });

  it("signs a change always", () => {
    expect([signedText("4.50"), signedText("-2.00"), signedText("0.00")]).toEqual(["+4.50", "-2.00", "+0.00"]);
  });
});
