import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ImpactAccumulator,
  ImpactBatchCollector,
  impactCsvRecord,
  policyOutcomeOf,
  type ImpactBasis,
  type ImpactSummary,
  type PolicyPricing,
  type PricedSide,
} from "@pmi-rating/rate-change";
import { plainColors } from "../format/colors.js";
import { formatImpactReport } from "./formatImpactReport.js";

/**
 * Money as pricing gives it (two places), with zeros, ties and premiums of 20 digits, and some
 * text pricing never gives (mutated inputs). Within a policy both sides are of one size: a
 * change of millions of percent makes the report's histogram draw millions of rows, with
 * either path.
 */
const penniesOf = (low: bigint, high: bigint) => fc.bigInt({ min: low, max: high }).map((pennies) => `${pennies / 100n}.${String(pennies % 100n).padStart(2, "0")}`);
const moneyPair = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(penniesOf(5_000n, 400_000n), penniesOf(5_000n, 400_000n)) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom("0.00", "100.00", "100.01", "99.99"), fc.constantFrom("0.00", "100.00", "100.01", "99.99", "100.02")) },
  { weight: 1, arbitrary: fc.tuple(penniesOf(10n ** 20n, 2n * 10n ** 20n), penniesOf(10n ** 20n, 2n * 10n ** 20n)) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("100.005", "-5.00", "1e3", "-0", "12.3456789", "0"),
      fc.constantFrom("100.005", "-5.00", "1e3", "-0", "12.3456789", "0", "100.00"),
    ),
  },
);

const side = (amounts: fc.Arbitrary<[string, string]>): fc.Arbitrary<PricedSide> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .record({ ok: fc.constant(true as const), version: fc.constantFrom("2026.1", "2027.1", "x"), amounts })
        .map(({ ok, version, amounts: [net, gross] }) => ({ ok, version, net, gross })),
    },
    { weight: 1, arbitrary: fc.record({ ok: fc.constant(false as const), reason: fc.constantFrom("not valid JSON: x", "UNSUPPORTED_PRODUCT at /a: no") }) },
  );

const policy = fc.tuple(moneyPair, moneyPair).chain(([net, gross]) =>
  fc.record({
    policyId: fc.constantFrom("Q-1", "Q-2", "line 9", "Q-é"),
    from: side(fc.constant([net[0], gross[0]] as [string, string])),
    to: side(fc.constant([net[1], gross[1]] as [string, string])),
  }),
);

const book = fc.array(policy, { maxLength: 60 }).map((policies) => policies.map((entry, index): PolicyPricing => ({ line: index + 1, ...entry })));

/** Everything a summary says, as text: the histogram by its quantiles and bins, the maps as entries. */
function summaryText(summary: ImpactSummary): string {
  const { histogram, fromVersions, toVersions, ...rest } = summary;
  const quantiles = [0, 0.01, 0.05, 0.25, 0.5, 0.75, 0.95, 1].map((q) => histogram.quantile(q));
  const bins = [-100, -5, -0.01, 0, 0.01, 5, 10, 1000, 1001].map((at) => histogram.countBetween(-100, at));
  const report = formatImpactReport(summary, { colors: plainColors, from: "old", to: "new" });
  return JSON.stringify({ rest, quantiles, bins, count: histogram.count, from: [...fromVersions], to: [...toVersions], report });
}

describe("ImpactBatchCollector", () => {
  it("gives, merged batch by batch, exactly the summary and CSV records of adding each policy (JSON text)", () => {
    fc.assert(
      fc.property(
        book,
        fc.array(fc.nat(60)),
        fc.constantFrom<ImpactBasis>("gross", "net"),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (pricings, cuts, basis, largest, failureSamples) => {
          const general = new ImpactAccumulator({ basis, largest, failureSamples });
          const records = pricings.map((pricing) => impactCsvRecord(pricing, general.add(pricing)));

          const batched = new ImpactAccumulator({ basis, largest, failureSamples });
          const batchRecords: unknown[] = [];
          const points = [...new Set(cuts.map((cut) => Math.min(cut, pricings.length)))].sort((a, b) => a - b);
          [0, ...points].forEach((start, index) => {
            const collector = new ImpactBatchCollector({ basis, largest, failureSamples, csvRecords: true });
            const slice = pricings.slice(start, points[index] ?? pricings.length);
            for (const pricing of slice) collector.add(pricing, policyOutcomeOf(pricing, basis));
            // Across the thread boundary, as the worker posts it.
            const batch = structuredClone(collector.batch(slice.length));
            batched.addBatch(batch);
            batchRecords.push(...(batch.csvRecords ?? []));
          });

          expect(summaryText(batched.summary())).toBe(summaryText(general.summary()));
          expect(JSON.stringify(batchRecords)).toBe(JSON.stringify(records));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("sends the percentages in book order and only each batch's best candidates", () => {
    const ok = (value: string): PricedSide => ({ ok: true, version: "v", net: value, gross: value });
    const collector = new ImpactBatchCollector({ basis: "gross", largest: 1, failureSamples: 1, csvRecords: false });
    const add = (pricing: PolicyPricing) => collector.add(pricing, policyOutcomeOf(pricing, "gross"));
    add({ line: 1, policyId: "a", from: ok("100.00"), to: ok("110.00") });
    add({ line: 2, policyId: "b", from: ok("100.00"), to: ok("120.00") });
    add({ line: 3, policyId: "c", from: ok("100.00"), to: ok("90.00") });
    add({ line: 4, policyId: "d", from: { ok: false, reason: "r1" }, to: ok("1.00") });
    add({ line: 5, policyId: "e", from: { ok: false, reason: "r2" }, to: ok("1.00") });
    const batch = collector.batch(6);
    expect([...batch.percents]).toEqual([10, 20, -10]);
    expect(batch.increaseCandidates.map((change) => change.policyId)).toEqual(["b"]);
    expect(batch.decreaseCandidates.map((change) => change.policyId)).toEqual(["c"]);
    expect(batch).toMatchObject({ lines: 6, policies: 5, increased: 2, decreased: 1, failed: 2, totalFrom: "300", totalTo: "320" });
    expect(batch.failureSamples.map((failure) => failure.reason)).toEqual(["r1"]);
    expect(batch.fromVersions).toEqual([["v", 3]]);
    expect(batch.csvRecords).toBeUndefined();
  });
});
