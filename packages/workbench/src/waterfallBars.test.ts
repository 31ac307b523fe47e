import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { quote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { worksheetSections } from "@pmi-rating/rate-change";
import type { WorksheetLine } from "pmi-rating";
import { waterfallBars } from "./waterfallBars.js";

const couple = JSON.parse(readFileSync(new URL("../../../examples/requests/new-business-couple.json", import.meta.url), "utf8")) as unknown;

describe("waterfallBars", () => {
  it("runs from the base rate through every step to the member's net and gross premiums", () => {
    const response = quote(couple, defaultTables, { explain: true });
    const [section] = worksheetSections(response);
    const bars = waterfallBars(section?.lines ?? []);
    expect(bars[0]).toMatchObject({
      label: "baseRate",
      from: 0,
      to: 1030,
      kind: "start",
      source: "base-rates.csv row 8",
      factor: "1030",
      key: "age 45-49, any gender, band C",
    });
    expect(bars.map((bar) => bar.label)).toContain("ncd");
    expect(bars.find((bar) => bar.label === "ncd")).toMatchObject({ factor: "× 0.6", source: "ncd.csv row 14", kind: "decrease" });
    expect(bars.find((bar) => bar.label === "ipt")).toMatchObject({ factor: "IPT 12 %", kind: "increase" });
    expect(bars.at(-2)).toMatchObject({ label: "Net premium", from: 0, to: section?.member?.netPrice, kind: "total" });
    expect(bars.at(-1)).toMatchObject({ label: "Gross premium", from: 0, to: section?.member?.grossPrice, kind: "total" });
    // Each step starts where the previous one ended.
    const steps = bars.filter((bar) => bar.kind !== "total");
    steps.slice(1).forEach((bar, index) => expect(bar.from).toBeCloseTo(steps[index]?.to ?? Number.NaN, 9));
  });

  it("shows an amount added as + amount and leaves out lines that do not move the premium", () => {
    const lines: WorksheetLine[] = [
      { step: "postcodeBand", description: "band C", table: "postcode-bands.csv", row: 3 },
      { step: "baseRate", description: "base", amount: "500", before: "0", after: "500" },
      { step: "options", description: "dental", table: "option-prices.csv", row: 17, amount: "96", before: "500", after: "596" },
      { step: "rounding", description: "round", before: "596", after: "596" },
    ];
    const bars = waterfallBars(lines);
    expect(bars.map((bar) => [bar.label, bar.factor, bar.kind])).toEqual([
      ["baseRate", "500", "start"],
      ["options", "+ 96", "increase"],
      ["rounding", "to pennies", "unchanged"],
      ["Net premium", "596.00", "total"],
    ]);
  });

  it("gives no bars for a member without figures", () => {
    expect(waterfallBars([])).toEqual([]);
  });
});
