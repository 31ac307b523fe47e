import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateBookRequests } from "../book/generateBook.js";
import type { Decimal } from "pmi-rating";
import { decimalOf } from "pmi-rating/toolkit";
import { defaultTables, defaultTablesData } from "pmi-rating/tables";
import { loadTables } from "pmi-rating/node";
import { scaleTargetOf } from "./scaleTarget.js";
import type { RatingTables } from "pmi-rating";
import { writeTablesFolder } from "../write/writeTablesFolder.js";
import { ImpactAccumulator } from "../impact/ImpactAccumulator.js";
import { pinTablesVersion } from "../impact/pinTablesVersion.js";
import { priceBookBatch } from "../impact/priceBookBatch.js";
import type { SegmentDimension } from "../impact/segments/segmentDimensions.js";
import { bookChangePercent } from "./bookChangePercent.js";
import { segmentScaleOf, type SegmentScale } from "./segmentScaleOf.js";
import { solveTablesVersionBySegment } from "./solveTablesVersionBySegment.js";

const bookOf = (seed: number, count: number) => [...generateBookRequests(count, seed)].map((request) => JSON.stringify(request));
const from = pinTablesVersion(defaultTables, "2026.1")!;

/** Each segment's exact change in book premium as impact --by reports it (its pricing threads' batch function, its accumulator). */
function impactBySegment(lines: readonly string[], to: RatingTables, dimension: SegmentDimension): Map<string, Decimal> {
  const options = { basis: "gross" as const, largest: 0, failureSamples: 0, csvRecords: false, segmentBy: [dimension] };
  const accumulator = new ImpactAccumulator(options);
  accumulator.addBatch(priceBookBatch(new TextEncoder().encode(`${lines.join("\n")}\n`), 1, { from, to }, options));
  return new Map(
    accumulator.summary().segments.map((segment) => {
      const before = decimalOf(segment.totalFrom);
      return [segment.values[0]!, decimalOf(segment.totalTo).minus(before).div(before).times(100)];
    }),
  );
}

async function written(tables: Parameters<typeof writeTablesFolder>[1]): Promise<RatingTables> {
  const folder = await mkdtemp(join(tmpdir(), "pmi-solve-segment-"));
  await writeTablesFolder(folder, tables);
  return pinTablesVersion(await loadTables(folder), "2026.1")!;
}

const scaleBy = (scale: string, dimension: SegmentDimension) => segmentScaleOf(scaleTargetOf(scale)!, dimension) as SegmentScale;

describe("solveTablesVersionBySegment: each segment's answer, written and re-run through impact --by, gives the target", () => {
  it.each([21, 22, 23])(
    "book of seed %i, base rates by age band: targets +4.5 %, -2 % and +10 % in every age band",
    async (seed) => {
      const lines = bookOf(seed, 60);
      for (const target of ["4.5", "-2", "10"]) {
        const solved = solveTablesVersionBySegment({
          tables: defaultTablesData,
          version: "2026.1",
          lines,
          targetPercent: decimalOf(target),
          scale: scaleTargetOf("base-rates")!,
          basis: "gross",
          segmentScale: scaleBy("base-rates", "age-band"),
        });
        expect(solved.converged).toBe(true);
        expect(solved.adjusted.manifest).toMatchObject({ status: "draft" });
        const withPolicies = solved.segments.filter((segment) => segment.policies > 0);
        expect(withPolicies.length).toBeGreaterThan(3);
        // One multiplier per segment, not one for all.
        expect(new Set(withPolicies.map((segment) => segment.multiplier.toFixed(6))).size).toBeGreaterThan(1);

        const bySegment = impactBySegment(lines, await written(solved.tables), "age-band");
        for (const segment of withPolicies) {
          expect(Math.abs(bySegment.get(segment.segment)!.toNumber() - Number(target)), `${segment.segment} at ${target} %`).toBeLessThanOrEqual(0.01);
        }
        // A band with no policyholder keeps its rates.
        for (const segment of solved.segments.filter((entry) => entry.policies === 0)) expect(segment.multiplier.eq(1)).toBe(true);
      }
    },
    600_000,
  );

  it("scales each postcode band's column of base rates, and each payment method's factor, to its own target", async () => {
    const lines = bookOf(41, 80);
    for (const [scale, dimension] of [
      ["base-rates", "postcode-band"],
      ["table:payment", "payment"],
    ] as const) {
      const solved = solveTablesVersionBySegment({
        tables: defaultTablesData,
        version: "2026.1",
        lines,
        targetPercent: decimalOf("3"),
        scale: scaleTargetOf(scale)!,
        basis: "gross",
        segmentScale: scaleBy(scale, dimension),
      });
      expect(solved.converged).toBe(true);
      const bySegment = impactBySegment(lines, await written(solved.tables), dimension);
      for (const segment of solved.segments.filter((entry) => entry.policies > 0)) {
        expect(Math.abs(bySegment.get(segment.segment)!.toNumber() - 3), segment.segment).toBeLessThanOrEqual(0.01);
      }
    }
  }, 300_000);

  it("scales each option's prices for the policies that take it (a policy taking two options is in both)", async () => {
    const lines = bookOf(51, 80);
    const segmentScale = scaleBy("table:option-prices", "option");
    const solved = solveTablesVersionBySegment({
      tables: defaultTablesData,
      version: "2026.1",
      lines,
      targetPercent: decimalOf("-1"),
      scale: scaleTargetOf("table:option-prices")!,
      basis: "net",
      segmentScale,
    });
    expect(solved.converged).toBe(true);
    const rows = solved.adjusted.files["option-prices.csv"]!.rows;
    expect(rows.find((row) => row.values.option_name === "DentalandOptical")?.values.value).toMatch(/^\d+\.\d{2}$/);
    expect(rows.find((row) => row.values.option_name === "Excess")?.values.value).toMatch(/^\d\.\d{6}$/);
    const to = await written(solved.tables);
    for (const segment of solved.segments.filter((entry) => entry.policies > 0)) {
      const members = lines.filter((line) => {
        const request = JSON.parse(line) as { individualHealthCarePolicy: { quote: { memberCategory: { option?: { name: string; value: string }[] }[] } } };
        return request.individualHealthCarePolicy.quote.memberCategory.some((category) =>
          (category.option ?? []).some((option) => option.name === segment.segment && option.value === "Yes"),
        );
      });
      expect(members.length).toBe(segment.policies);
      expect(Math.abs(bookChangePercent(members, from, to, "net").toNumber() + 1), segment.segment).toBeLessThanOrEqual(0.01);
    }
  }, 300_000);
});

describe("segmentScaleOf", () => {
  const v2026 = defaultTablesData.versions[1]!;

  it("cuts base rates by age band (rows) and postcode band (columns), payment by method, option prices by option", () => {
    expect(scaleBy("base-rates", "age-band").segmentsOf(v2026).slice(0, 3)).toEqual(["0-17", "18-24", "25-29"]);
    expect(scaleBy("base-rates", "postcode-band").segmentsOf(v2026)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(scaleBy("table:payment", "payment").segmentsOf(v2026)).toEqual(["B 1", "B 4", "B 12", "C 1", "A 1"]);
    expect(scaleBy("table:option-prices", "option").segmentsOf(v2026)).toContain("Excess");
  });

  it("refuses a dimension that does not cut the table, saying which table it goes with", () => {
    expect(segmentScaleOf(scaleTargetOf("table:ncd")!, "age-band")).toBe(
      "ncd.csv cannot be scaled by age-band: --segment age-band goes with --scale base-rates; for ncd.csv, it has no segments: solve it with one multiplier.",
    );
    expect(segmentScaleOf(scaleTargetOf("base-rates")!, "channel")).toBe(
      "base-rates.csv cannot be scaled by channel: no table of the tariff is keyed by channel; for base-rates.csv, choose age-band or postcode-band.",
    );
    expect(segmentScaleOf(scaleTargetOf("base-rates")!, "payment")).toBe(
      "base-rates.csv cannot be scaled by payment: --segment payment goes with --scale table:payment; for base-rates.csv, choose age-band or postcode-band.",
    );
  });
});
