import type { Decimal } from "pmi-rating";
import { decimalOf } from "pmi-rating/toolkit";
import { isPolicyFailure, type PolicyChange, type PolicyFailure } from "./ImpactAccumulator.js";
import type { ImpactBatch } from "./ImpactBatch.js";
import { impactCsvRecord } from "./impactCsv.js";
import { largestChanges } from "./largestChanges.js";
import type { ImpactBasis, PolicyPricing } from "./policyPricing.js";
import type { SegmentDimension } from "./segments/segmentDimensions.js";

/** What an `ImpactBatchCollector` gathers: the premium measured, how many largest movements and failures it keeps, and the segments. */
export interface ImpactBatchOptions {
  /** Which premium the change is measured on. */
  readonly basis: ImpactBasis;
  /** How many largest increases and decreases the report lists (`--top`). */
  readonly largest: number;
  /** How many failures the report shows. */
  readonly failureSamples: number;
  /** Whether to keep one `--out` record per policy. */
  readonly csvRecords: boolean;
  /** The dimensions of `impact --by` (none: no segments). */
  readonly segmentBy?: readonly SegmentDimension[];
}

/**
 * Gathers one batch's policies into an `ImpactBatch` on a pricing thread, so that the main
 * thread receives a few numbers and arrays per batch instead of an object per policy.
 *
 * Why merging batches gives exactly what adding each policy does: the percentages go over in
 * book order (the mean is a floating-point sum, whose order matters); the premium totals are
 * exact decimal sums, which any grouping leaves unchanged; a policy among the N largest of the
 * book is among the N largest of its batch under the same ranking, and the candidates go over
 * in book order, so ties still go to the policy met first; the first failures of the book are
 * among the first of their batches; versions keep the order they were first met. A property
 * test compares both paths as JSON text (ImpactBatchCollector.test.ts).
 *
 * @example
 * const collector = new ImpactBatchCollector({ basis: "gross", largest: 10, failureSamples: 5, csvRecords: false });
 * collector.add(pricing, policyOutcomeOf(pricing, "gross"));
 * postMessage(collector.batch(lines));
 */
export class ImpactBatchCollector {
  private readonly options: ImpactBatchOptions;
  private readonly percents: number[] = [];
  private readonly rankings;
  private readonly failures: PolicyFailure[] = [];
  private readonly fromVersions = new Map<string, number>();
  private readonly toVersions = new Map<string, number>();
  private readonly records: (string | number)[][] = [];
  private readonly segments = new Map<string, { values: readonly string[]; totalFrom: Decimal; totalTo: Decimal; percents: number[] }>();
  private policies = 0;
  private failed = 0;
  private increased = 0;
  private decreased = 0;
  private totalFrom = decimalOf(0);
  private totalTo = decimalOf(0);

  constructor(options: ImpactBatchOptions) {
    this.options = options;
    this.rankings = largestChanges(options.largest);
  }

  /** Adds one policy with its outcome (`policyOutcomeOf`). */
  add(pricing: PolicyPricing, outcome: PolicyChange | PolicyFailure): void {
    this.policies += 1;
    if (this.options.csvRecords) this.records.push(impactCsvRecord(pricing, outcome));
    if (isPolicyFailure(outcome)) {
      this.failed += 1;
      if (this.failures.length < this.options.failureSamples) this.failures.push(outcome);
      return;
    }
    if (!pricing.from.ok || !pricing.to.ok) throw new Error("unreachable: a compared policy was priced on both sides");
    this.percents.push(outcome.percent);
    // The premiums as priced, not the rounded text of the outcome, as the accumulator adds them.
    const from = decimalOf(pricing.from[this.options.basis]);
    const to = decimalOf(pricing.to[this.options.basis]);
    this.totalFrom = this.totalFrom.plus(from);
    this.totalTo = this.totalTo.plus(to);
    // By the exact amount, not the rounded percentage: a 1p change on a large premium still counts.
    const amount = to.minus(from);
    if (amount.gt(0)) {
      this.increased += 1;
      this.rankings.increases.offer(outcome);
    } else if (amount.lt(0)) {
      this.decreased += 1;
      this.rankings.decreases.offer(outcome);
    }
    countVersion(this.fromVersions, pricing.from.version);
    countVersion(this.toVersions, pricing.to.version);
    if (pricing.segment !== undefined) {
      const key = JSON.stringify(pricing.segment);
      const segment = this.segments.get(key) ?? { values: pricing.segment, totalFrom: decimalOf(0), totalTo: decimalOf(0), percents: [] };
      segment.totalFrom = segment.totalFrom.plus(from);
      segment.totalTo = segment.totalTo.plus(to);
      segment.percents.push(outcome.percent);
      this.segments.set(key, segment);
    }
  }

  /** The batch so far, covering `lines` lines of the book. */
  batch(lines: number): ImpactBatch {
    return {
      lines,
      policies: this.policies,
      percents: Float64Array.from(this.percents),
      increased: this.increased,
      decreased: this.decreased,
      totalFrom: this.totalFrom.toString(),
      totalTo: this.totalTo.toString(),
      increaseCandidates: inBookOrder(this.rankings.increases.sorted()),
      decreaseCandidates: inBookOrder(this.rankings.decreases.sorted()),
      failed: this.failed,
      failureSamples: [...this.failures],
      fromVersions: [...this.fromVersions],
      toVersions: [...this.toVersions],
      ...(this.options.csvRecords ? { csvRecords: this.records } : {}),
      ...(this.segments.size > 0
        ? {
            segments: [...this.segments.values()].map((segment) => ({
              values: segment.values,
              totalFrom: segment.totalFrom.toString(),
              totalTo: segment.totalTo.toString(),
              percents: segment.percents,
            })),
          }
        : {}),
    };
  }
}

function inBookOrder(changes: PolicyChange[]): PolicyChange[] {
  return changes.sort((a, b) => a.line - b.line);
}

function countVersion(counts: Map<string, number>, version: string): void {
  counts.set(version, (counts.get(version) ?? 0) + 1);
}
