import { describe, expect, it } from "vitest";
import { ImpactAccumulator } from "@pmi-rating/rate-change";
import { pinTablesVersion } from "@pmi-rating/rate-change";
import { pricePolicyLine } from "@pmi-rating/rate-change";
import { defaultTables } from "pmi-rating/tables";
import { bookLines, MAX_BOOK_POLICIES } from "./bookLines.js";
import { COMPARISON_SEGMENTS, compareBook } from "./compareBook.js";
import { impactReportOf } from "./impactReport.js";

const from = pinTablesVersion(defaultTables, "2026.1");
const to = pinTablesVersion(defaultTables, "2027.1");
if (from === undefined || to === undefined) throw new Error("default versions missing");

describe("bookLines", () => {
  it("generates the command line's seeded book, deterministically", () => {
    const lines = bookLines({ kind: "seeded", policies: 5, seed: 7 }, defaultTables);
    expect(lines.map((line) => line.line)).toEqual([1, 2, 3, 4, 5]);
    expect(bookLines({ kind: "seeded", policies: 5, seed: 7 }, defaultTables)).toEqual(lines);
    expect(JSON.parse(lines[0]?.text ?? "{}")).toHaveProperty("individualHealthCarePolicy.quote.id", "BOOK-7-0000001");
  });

  it("numbers an uploaded book's lines as in the file, skipping blank ones, and caps the book", () => {
    expect(bookLines({ kind: "ndjson", text: '{"a":1}\r\n\n{"b":2}\n' }, defaultTables)).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 3, text: '{"b":2}' },
    ]);
    expect(bookLines({ kind: "seeded", policies: -3, seed: 1 }, defaultTables)).toEqual([]);
    expect(bookLines({ kind: "ndjson", text: "{}\n".repeat(MAX_BOOK_POLICIES + 5) }, defaultTables)).toHaveLength(MAX_BOOK_POLICIES);
  });
});

describe("compareBook", () => {
  it("summarises 2026.1 to 2027.1 exactly as the command line's accumulator does, with progress", () => {
    const lines = [...bookLines({ kind: "seeded", policies: 120, seed: 3 }, defaultTables), { line: 121, text: "not json" }];
    const progress: number[] = [];
    const report = compareBook({ lines, from, to, basis: "gross", largest: 3, progressEvery: 50, onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([50, 100, 121]);

    const accumulator = new ImpactAccumulator({ basis: "gross", largest: 3 });
    for (const { line, text } of lines) accumulator.add(pricePolicyLine(text, line, from, to, COMPARISON_SEGMENTS));
    expect(report).toEqual(impactReportOf(accumulator.summary()));
    // The page's segments (issue: the dislocation by age band × postcode band): every compared policy in one.
    expect(report.segments.reduce((sum, segment) => sum + segment.count, 0)).toBe(120);

    expect(report).toMatchObject({ policies: 121, compared: 120, failed: 1 });
    expect(report.largestIncreases).toHaveLength(3);
    expect(report.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(120);
    expect(report.percentiles.map((entry) => entry.percentile)).toEqual([5, 25, 50, 75, 95]);
    expect(report.toVersions).toEqual([["2027.1", 120]]);
    expect(report.failureSamples[0]?.reason).toMatch(/not valid JSON/);
  });

  it("reports no change for the same tables on both sides", () => {
    const lines = bookLines({ kind: "seeded", policies: 20, seed: 1 }, defaultTables);
    const report = compareBook({ lines, from: defaultTables, to: defaultTables, basis: "net" });
    expect(report).toMatchObject({ compared: report.policies - report.failed, increased: 0, decreased: 0, medianChangePercent: 0 });
    expect(report.histogram).toEqual([{ label: "0.00 %", count: report.compared }]);
  });

  it("gives an empty report for an empty book", () => {
    const report = compareBook({ lines: [], from, to, basis: "gross" });
    expect(report).toMatchObject({ policies: 0, compared: 0, medianChangePercent: undefined, histogram: [] });
  });
});
