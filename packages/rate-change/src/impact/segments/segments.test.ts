import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { ImpactAccumulator } from "../ImpactAccumulator.js";
import { ImpactBatchCollector } from "../ImpactBatchCollector.js";
import { policyOutcomeOf } from "../policyOutcomeOf.js";
import { pricePolicyLine } from "../pricePolicyLine.js";
import { parseSegmentDimensions } from "./segmentDimensions.js";
import { segmentOfQuote } from "./segmentOfQuote.js";
import { SegmentTotals } from "./SegmentTotals.js";
import { SparsePercentHistogram } from "./SparsePercentHistogram.js";

const family = readFileSync(new URL("../../../../../examples/requests/new-business-family-two-units.json", import.meta.url), "utf8");
const single = readFileSync(new URL("../../../../../examples/requests/incentive-free-option.json", import.meta.url), "utf8");

describe("parseSegmentDimensions", () => {
  it("reads any subset in the order given, each once", () => {
    expect(parseSegmentDimensions("postcode-band, age-band,postcode-band")).toEqual(["postcode-band", "age-band"]);
  });

  it("names the known dimensions when one is unknown", () => {
    expect(() => parseSegmentDimensions("age,postcode-band")).toThrow(
      "unknown segment age; choose any of age-band, postcode-band, transaction-type, payment, channel, option.",
    );
  });
});

describe("segmentOfQuote", () => {
  it("reads every dimension from the policy's own quote", () => {
    const request = JSON.parse(single) as unknown;
    const result = safeQuote(request, defaultTables);
    if (!result.success) throw new Error("expected a quote");
    const version = defaultTables.versions.find((entry) => entry.manifest.version === result.data.tables.version)!;
    expect(segmentOfQuote(request, result.data, version, ["age-band", "postcode-band", "transaction-type", "payment", "channel", "option"])).toEqual([
      "35-39",
      "B",
      "New Business",
      "B 12",
      "Internet",
      "DentalandOptical + Excess 100 + ProtectedNCD",
    ]);
  });
});

describe("SparsePercentHistogram and SegmentTotals", () => {
  it("gives the nearest-rank median of the changes added", () => {
    const histogram = new SparsePercentHistogram();
    for (const change of [5, -2, 3.5, 12, 0]) histogram.add(change);
    expect([histogram.count, histogram.quantile(0.5), histogram.quantile(0), histogram.quantile(1)]).toEqual([5, 3.5, -2, 12]);
    expect(new SparsePercentHistogram().quantile(0.5)).toBeUndefined();
  });

  it("sums a segment's premiums exactly and counts the policies over the threshold", () => {
    const totals = new SegmentTotals(["30-34"], 10);
    totals.add("500.00", "560.00", 12);
    totals.add("300.10", "309.10", 3);
    totals.add("200.00", "220.00", 10);
    expect(totals.summary()).toEqual({
      values: ["30-34"],
      count: 3,
      totalFrom: "1000.10",
      totalTo: "1089.10",
      changePercent: 8.9,
      meanChangePercent: 8.33,
      medianChangePercent: 10,
      over: 1,
      overSharePercent: 33.33,
    });
  });
});

describe("impact by segment: a policy at a time and in batches give the same segments", () => {
  it("adds up each policy in the segment of its --from quote", () => {
    const lines = [family, single, family.replace('"paymentFrequency": 4', '"paymentFrequency": 12'), "not json"];
    const priced = lines.map((text, index) => pricePolicyLine(text.replace(/\n/g, ""), index + 1, defaultTables, defaultTables, ["postcode-band", "payment"]));
    const one = new ImpactAccumulator({ basis: "gross", overPercent: 5 });
    for (const pricing of priced) one.add(pricing);
    const collector = new ImpactBatchCollector({ basis: "gross", largest: 10, failureSamples: 5, csvRecords: false, segmentBy: ["postcode-band", "payment"] });
    for (const pricing of priced) collector.add(pricing, policyOutcomeOf(pricing, "gross"));
    const batched = new ImpactAccumulator({ basis: "gross", overPercent: 5 });
    batched.addBatch(collector.batch(lines.length));
    const segments = one.summary().segments;
    expect(segments.map((segment) => [...segment.values, segment.count])).toEqual([
      ["B", "B 12", 1],
      ["C", "B 4", 1],
      ["C", "B 12", 1],
    ]);
    expect(JSON.stringify(batched.summary().segments)).toBe(JSON.stringify(segments));
  });
});
