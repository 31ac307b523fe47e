import { decimalOf } from "pmi-rating/toolkit";
import { SparsePercentHistogram } from "./SparsePercentHistogram.js";

/** One segment's line of the impact report. */
export interface SegmentSummary {
  /** The segment's value in each dimension, in the order of `--by`. */
  readonly values: readonly string[];
  readonly count: number;
  /** Exact sums of its premiums before and after. */
  readonly totalFrom: string;
  readonly totalTo: string;
  /** Change of the segment's premium (premium-weighted), percent to two places. */
  readonly changePercent: number | undefined;
  readonly meanChangePercent: number;
  readonly medianChangePercent: number | undefined;
  /** Policies whose change is above `--over`, and their share of the segment in percent. */
  readonly over: number;
  readonly overSharePercent: number;
}

/**
 * The running totals of one segment of an impact run: count, exact premium sums, the sum of
 * changes (mean), a sparse histogram (median), and how many changed by more than the threshold.
 *
 * @example
 * const totals = new SegmentTotals(["30-34", "C"], 10);
 * totals.add("500.00", "560.00", 12);
 * totals.summary().overSharePercent; // 100
 */
export class SegmentTotals {
  private readonly values: readonly string[];
  private readonly overPercent: number;
  private readonly histogram = new SparsePercentHistogram();
  private totalFrom = decimalOf(0);
  private totalTo = decimalOf(0);
  private percentSum = 0;
  private over = 0;

  constructor(values: readonly string[], overPercent: number) {
    this.values = values;
    this.overPercent = overPercent;
  }

  /** Adds one policy: its premiums before and after (decimal text) and its percentage change. */
  add(from: string, to: string, percent: number): void {
    this.addSums(from, to);
    this.addPercent(percent);
  }

  /** Adds premium sums (decimal text) of several policies, whose percentages come with `addPercent`. */
  addSums(from: string, to: string): void {
    this.totalFrom = this.totalFrom.plus(from);
    this.totalTo = this.totalTo.plus(to);
  }

  /** Adds one policy's percentage change (its premiums come with `addSums`). */
  addPercent(percent: number): void {
    this.histogram.add(percent);
    this.percentSum += percent;
    if (percent > this.overPercent) this.over += 1;
  }

  /** The segment's totals, median and mean change and its count of policies over the threshold, from what was added so far. */
  summary(): SegmentSummary {
    const count = this.histogram.count;
    return {
      values: this.values,
      count,
      totalFrom: this.totalFrom.toFixed(2),
      totalTo: this.totalTo.toFixed(2),
      changePercent: this.totalFrom.gt(0) ? Number(this.totalTo.minus(this.totalFrom).div(this.totalFrom).times(100).round(2).toString()) : undefined,
      meanChangePercent: count === 0 ? 0 : Math.round((this.percentSum / count) * 100) / 100,
      medianChangePercent: this.histogram.quantile(0.5),
      over: this.over,
      overSharePercent: count === 0 ? 0 : Math.round((this.over / count) * 10000) / 100,
    };
  }
}
