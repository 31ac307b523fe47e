/**
 * A fixed-size histogram of percentage changes at 0.01 % resolution, so that the median and
 * percentiles of a book of any length are read in bounded memory (one counter per hundredth of
 * a percent between -100 % and +1000 %, about 0.9 MB, whatever the number of policies).
 *
 * A change is stored in the bin of its value rounded to the nearest 0.01 %, so a quantile is
 * exact to that rounding. Changes above +1000 % share one overflow bin whose reported value is
 * the largest such change seen (a premium cannot fall by more than 100 %).
 *
 * @example
 * const histogram = new PercentChangeHistogram();
 * for (const change of [-2, 0, 3.5]) histogram.add(change);
 * histogram.quantile(0.5); // 0
 */
export class PercentChangeHistogram {
  static readonly lowestPercent = -100;
  static readonly highestPercent = 1000;
  /** Bins per percentage point: 100 gives 0.01 % resolution. */
  static readonly binsPerPercent = 100;

  private readonly counts: Float64Array;
  private total = 0;
  private largestOverflow = Number.NEGATIVE_INFINITY;

  constructor() {
    const binCount = (PercentChangeHistogram.highestPercent - PercentChangeHistogram.lowestPercent) * PercentChangeHistogram.binsPerPercent + 2;
    this.counts = new Float64Array(binCount);
  }

  /** Number of changes added. */
  get count(): number {
    return this.total;
  }

  /** Counts one percentage change (a finite number; a `RangeError` otherwise). */
  add(percentChange: number): void {
    if (!Number.isFinite(percentChange)) throw new RangeError(`Not a finite percentage change: ${percentChange}`);
    const index = this.binOf(percentChange);
    this.counts[index] = (this.counts[index] ?? 0) + 1;
    this.total += 1;
    if (index === this.counts.length - 1) this.largestOverflow = Math.max(this.largestOverflow, percentChange);
  }

  /**
   * The change at quantile q (0 to 1), nearest-rank definition: the smallest stored change with
   * at least q of the book at or below it. `undefined` when nothing was added.
   */
  quantile(q: number): number | undefined {
    if (this.total === 0) return undefined;
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    for (let index = 0; index < this.counts.length; index++) {
      seen += this.counts[index] ?? 0;
      if (seen >= rank) return this.valueOf(index);
    }
    return this.valueOf(this.counts.length - 1);
  }

  /** How many changes fall in [from, to) percent, to the 0.01 % resolution of the bins. */
  countBetween(fromPercent: number, toPercent: number): number {
    const first = this.binOf(fromPercent);
    const last = this.binOf(toPercent);
    let sum = 0;
    for (let index = first; index < last; index++) sum += this.counts[index] ?? 0;
    return sum;
  }

  private binOf(percentChange: number): number {
    const hundredths = Math.round(percentChange * PercentChangeHistogram.binsPerPercent);
    const offset = hundredths - PercentChangeHistogram.lowestPercent * PercentChangeHistogram.binsPerPercent;
    return Math.min(Math.max(offset, 0), this.counts.length - 1);
  }

  private valueOf(index: number): number {
    if (index === this.counts.length - 1) return this.largestOverflow;
    const hundredths = index + PercentChangeHistogram.lowestPercent * PercentChangeHistogram.binsPerPercent;
    return hundredths / PercentChangeHistogram.binsPerPercent;
  }
}
