import { decimalOf } from "pmi-rating/toolkit";
import { PercentChangeHistogram } from "./PercentChangeHistogram.js";
import type { ImpactBasis, PolicyPricing } from "./policyPricing.js";
import type { ImpactBatch } from "./ImpactBatch.js";
import { largestChanges } from "./largestChanges.js";
import { policyOutcomeOf } from "./policyOutcomeOf.js";
import { SegmentTotals, type SegmentSummary } from "./segments/SegmentTotals.js";
import type { TopN } from "./TopN.js";

/** One policy's change in premium between the two sets of tables. */
export interface PolicyChange {
  readonly line: number;
  readonly policyId: string;
  /** Premium (on the basis chosen) with the `--from` and `--to` tables, in pounds and pence. */
  readonly from: string;
  readonly to: string;
  /** to − from. */
  readonly amount: string;
  /** (to − from) ÷ from × 100, to 2 decimal places. */
  readonly percent: number;
}

/** A policy that could not be compared, and why. */
export interface PolicyFailure {
  readonly line: number;
  readonly policyId: string;
  /** `from`, `to` or `both`: which tables could not price it. */
  readonly side: "from" | "to" | "both";
  readonly reason: string;
}

export const IMPACT_PERCENTILES = [5, 25, 50, 75, 95] as const;

/** Everything the impact report prints, for any number of policies. */
export interface ImpactSummary {
  readonly basis: ImpactBasis;
  readonly policies: number;
  readonly compared: number;
  readonly increased: number;
  readonly decreased: number;
  readonly unchanged: number;
  /** Sum of the compared policies' premiums, exact. */
  readonly totalFrom: string;
  readonly totalTo: string;
  /** Change of the whole book's premium, in percent (premium-weighted). */
  readonly totalChangePercent: number | undefined;
  readonly meanChangePercent: number | undefined;
  /** Mean change in pounds, exact to the penny. */
  readonly meanChangeAmount: string | undefined;
  readonly medianChangePercent: number | undefined;
  readonly percentiles: readonly { readonly percentile: number; readonly changePercent: number | undefined }[];
  readonly minimumChangePercent: number | undefined;
  readonly maximumChangePercent: number | undefined;
  readonly largestIncreases: readonly PolicyChange[];
  readonly largestDecreases: readonly PolicyChange[];
  readonly failed: number;
  readonly failureSamples: readonly PolicyFailure[];
  readonly histogram: PercentChangeHistogram;
  /** Versions of the tables that priced the compared policies, with counts. */
  readonly fromVersions: ReadonlyMap<string, number>;
  readonly toVersions: ReadonlyMap<string, number>;
  /** With `impact --by`: one line per segment, sorted by its values; empty otherwise. */
  readonly segments: readonly SegmentSummary[];
  /** The threshold of the segments' share of large changes (`--over`), in percent. */
  readonly overPercent: number;
}

/**
 * Aggregates a book's repricing in memory that does not grow with the book: running sums,
 * a fixed-size histogram for the median and percentiles, top-N heaps for the largest changes,
 * and only the first few failures.
 *
 * @example
 * const accumulator = new ImpactAccumulator({ basis: "gross" });
 * accumulator.add(pricing); // once per policy
 * accumulator.summary().medianChangePercent;
 */
export class ImpactAccumulator {
  private readonly basis: ImpactBasis;
  private readonly failureSampleSize: number;
  private readonly histogram = new PercentChangeHistogram();
  private readonly increases: TopN<PolicyChange>;
  private readonly decreases: TopN<PolicyChange>;
  private readonly failures: PolicyFailure[] = [];
  private readonly fromVersions = new Map<string, number>();
  private readonly toVersions = new Map<string, number>();
  private policies = 0;
  private failed = 0;
  private increased = 0;
  private decreased = 0;
  private percentSum = 0;
  private totalFrom = decimalOf(0);
  private totalTo = decimalOf(0);
  private readonly overPercent: number;
  private readonly segments = new Map<string, SegmentTotals>();

  constructor(options: { basis: ImpactBasis; largest?: number; failureSamples?: number; overPercent?: number }) {
    this.basis = options.basis;
    this.overPercent = options.overPercent ?? 10;
    this.failureSampleSize = options.failureSamples ?? 5;
    const rankings = largestChanges(options.largest ?? 10);
    this.increases = rankings.increases;
    this.decreases = rankings.decreases;
  }

  /** Adds one policy; returns its change, or its failure, for a per-policy output file. */
  add(pricing: PolicyPricing): PolicyChange | PolicyFailure {
    this.policies += 1;
    const outcome = policyOutcomeOf(pricing, this.basis);
    if (isPolicyFailure(outcome)) {
      this.failed += 1;
      if (this.failures.length < this.failureSampleSize) this.failures.push(outcome);
      return outcome;
    }
    if (!pricing.from.ok || !pricing.to.ok) throw new Error("unreachable: policyOutcomeOf covers a failed side");
    const from = decimalOf(pricing.from[this.basis]);
    const to = decimalOf(pricing.to[this.basis]);
    const amount = to.minus(from);
    this.histogram.add(outcome.percent);
    this.percentSum += outcome.percent;
    this.totalFrom = this.totalFrom.plus(from);
    this.totalTo = this.totalTo.plus(to);
    // By the exact amount, not the rounded percentage: a 1p change on a large premium still counts.
    if (amount.gt(0)) {
      this.increased += 1;
      this.increases.offer(outcome);
    }
    if (amount.lt(0)) {
      this.decreased += 1;
      this.decreases.offer(outcome);
    }
    countVersion(this.fromVersions, pricing.from.version);
    countVersion(this.toVersions, pricing.to.version);
    if (pricing.segment !== undefined) this.segmentOf(pricing.segment).add(pricing.from[this.basis], pricing.to[this.basis], outcome.percent);
    return outcome;
  }

  /**
   * Adds a batch a pricing thread summarised (`ImpactBatchCollector`), batches in book order:
   * the same summary as adding each of its policies with `add`, for a few operations per batch
   * instead of several decimals per policy on the thread that also reads the book.
   */
  addBatch(batch: ImpactBatch): void {
    this.policies += batch.policies;
    this.failed += batch.failed;
    for (const failure of batch.failureSamples) {
      if (this.failures.length >= this.failureSampleSize) break;
      this.failures.push(failure);
    }
    const { percents } = batch;
    for (let index = 0; index < percents.length; index++) {
      const percent = percents[index] as number;
      this.histogram.add(percent);
      this.percentSum += percent;
    }
    this.totalFrom = this.totalFrom.plus(batch.totalFrom);
    this.totalTo = this.totalTo.plus(batch.totalTo);
    this.increased += batch.increased;
    this.decreased += batch.decreased;
    for (const change of batch.increaseCandidates) this.increases.offer(change);
    for (const change of batch.decreaseCandidates) this.decreases.offer(change);
    for (const [version, count] of batch.fromVersions) this.fromVersions.set(version, (this.fromVersions.get(version) ?? 0) + count);
    for (const [version, count] of batch.toVersions) this.toVersions.set(version, (this.toVersions.get(version) ?? 0) + count);
    for (const segment of batch.segments ?? []) {
      const totals = this.segmentOf(segment.values);
      totals.addSums(segment.totalFrom, segment.totalTo);
      for (const percent of segment.percents) totals.addPercent(percent);
    }
  }

  private segmentOf(values: readonly string[]): SegmentTotals {
    const key = JSON.stringify(values);
    const found = this.segments.get(key);
    if (found !== undefined) return found;
    const totals = new SegmentTotals(values, this.overPercent);
    this.segments.set(key, totals);
    return totals;
  }

  /** The impact of every policy added so far: totals, median and mean change, the largest movements, failures, versions and segments. */
  summary(): ImpactSummary {
    const compared = this.histogram.count;
    const hasAny = compared > 0;
    return {
      basis: this.basis,
      policies: this.policies,
      compared,
      increased: this.increased,
      decreased: this.decreased,
      unchanged: compared - this.increased - this.decreased,
      totalFrom: this.totalFrom.toFixed(2),
      totalTo: this.totalTo.toFixed(2),
      totalChangePercent: hasAny && this.totalFrom.gt(0) ? Number(this.totalTo.minus(this.totalFrom).div(this.totalFrom).times(100).round(2).toString()) : undefined,
      meanChangePercent: hasAny ? Math.round((this.percentSum / compared) * 100) / 100 : undefined,
      meanChangeAmount: hasAny ? this.totalTo.minus(this.totalFrom).div(compared).toFixed(2) : undefined,
      medianChangePercent: this.histogram.quantile(0.5),
      percentiles: IMPACT_PERCENTILES.map((percentile) => ({
        percentile,
        changePercent: this.histogram.quantile(percentile / 100),
      })),
      minimumChangePercent: this.histogram.quantile(0),
      maximumChangePercent: this.histogram.quantile(1),
      largestIncreases: this.increases.sorted(),
      largestDecreases: this.decreases.sorted(),
      failed: this.failed,
      failureSamples: [...this.failures],
      histogram: this.histogram,
      fromVersions: new Map(this.fromVersions),
      toVersions: new Map(this.toVersions),
      segments: [...this.segments.values()].map((totals) => totals.summary()).sort((a, b) => compareValues(a.values, b.values)),
      overPercent: this.overPercent,
    };
  }
}

// Segments in a readable order: numbers as numbers ("5-9" before "10-14"), then text.
function compareValues(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < a.length; index++) {
    const order = (a[index] ?? "").localeCompare(b[index] ?? "", "en", { numeric: true });
    if (order !== 0) return order;
  }
  return 0;
}

function countVersion(counts: Map<string, number>, version: string): void {
  counts.set(version, (counts.get(version) ?? 0) + 1);
}

/** True when an `add` result is a failure rather than a change. */
export function isPolicyFailure(result: PolicyChange | PolicyFailure): result is PolicyFailure {
  return "side" in result;
}
