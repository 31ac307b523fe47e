import { describe, expect, it } from "vitest";
import type { Decimal } from "pmi-rating";
import { decimalOf, ROUND_HALF_UP } from "pmi-rating/toolkit";
import { defaultTablesData } from "pmi-rating/tables";
import { scaleTargetOf } from "./scaleTarget.js";
import { scaleVersion } from "./scaleVersion.js";
import { solveMultiplier } from "./solveMultiplier.js";

describe("solveMultiplier", () => {
  it("finds the multiplier of a step function with a floor (a minimum premium) within the tolerance", () => {
    // Three policies: one held at a 150 minimum until its premium passes it, each rounded to pennies.
    const premiums = ["100.00", "400.00", "1000.00"];
    const total = (multiplier: Decimal) =>
      premiums.reduce((sum, premium) => {
        const scaled = decimalOf(premium).times(multiplier).round(2, ROUND_HALF_UP);
        return sum.plus(scaled.lt(150) ? decimalOf(150) : scaled);
      }, decimalOf(0));
    const before = total(decimalOf(1));
    const result = solveMultiplier(decimalOf("4.5"), (multiplier) => total(multiplier).minus(before).div(before).times(100));
    expect(result.converged).toBe(true);
    expect(result.changePercent.minus("4.5").abs().lte("0.005")).toBe(true);
    expect(result.multiplier.toFixed(4)).not.toBe("1.0450");
  });

  it("starts from the two multipliers given (a segment solved again from its last answer)", () => {
    const result = solveMultiplier(decimalOf("3"), (multiplier) => multiplier.minus(1).times(200), { firstMultipliers: [decimalOf("1.01"), decimalOf("1.02")] });
    expect(result.trials.map((trial) => trial.multiplier.toString()).slice(0, 2)).toEqual(["1.01", "1.02"]);
    expect(result.multiplier.toString()).toBe("1.015");
  });

  it("says when the target cannot be reached and returns the closest trial", () => {
    const result = solveMultiplier(decimalOf("5"), () => decimalOf(0), { maxTrials: 6 });
    expect(result.converged).toBe(false);
    expect(result.trials.length).toBeLessThanOrEqual(6);
  });
});

describe("scaleVersion and scaleTargetOf", () => {
  const v2026 = defaultTablesData.versions[1]!;

  it("multiplies every base rate, rounded half-up to pennies", () => {
    const scaled = scaleVersion(v2026, scaleTargetOf("base-rates")!, decimalOf("1.045"));
    expect(scaled.files["base-rates.csv"]?.rows[0]?.values).toMatchObject({ from_age: "0", to_age: "17", A: "337.54", F: "595.65" });
    expect(scaled.files["ncd.csv"]).toBe(v2026.files["ncd.csv"]);
  });

  it("multiplies a factor table's factor to six places, and knows only the scalable tables", () => {
    expect(scaleVersion(v2026, scaleTargetOf("table:ncd")!, decimalOf("1.01")).files["ncd.csv"]?.rows[0]?.values.factor).toBe("1.616000");
    expect(scaleTargetOf("table:limits")).toBeUndefined();
    expect(scaleTargetOf("ncd")).toBeUndefined();
  });

  it("multiplies option prices: a factor to six places, an amount (an add-on's annual price) to pennies", () => {
    const rows = scaleVersion(v2026, scaleTargetOf("table:option-prices")!, decimalOf("1.02")).files["option-prices.csv"]?.rows ?? [];
    expect(rows.find((row) => row.values.option_name === "SixWeekOption")?.values.value).toBe("0.816000");
    expect(rows.find((row) => row.values.option_name === "DentalandOptical")?.values.value).toBe("97.92");
  });
});
