/**
 * Percentage changes counted by hundredth of a percent, only the hundredths met: the median of
 * a segment of a book in memory bounded by the distinct changes, not the policies (a segment
 * seldom meets more than a few thousand), where the book's dense histogram would cost 880 KB
 * per segment. Quantiles are nearest-rank, as `PercentChangeHistogram`'s.
 *
 * @example
 * const histogram = new SparsePercentHistogram();
 * for (const change of [-2, 0, 3.5]) histogram.add(change);
 * histogram.quantile(0.5); // 0
 */
export class SparsePercentHistogram {
  private readonly counts = new Map<number, number>();
  private total = 0;

  /** Number of changes added. */
  get count(): number {
    return this.total;
  }

  add(percentChange: number): void {
    const hundredths = Math.round(percentChange * 100);
    this.counts.set(hundredths, (this.counts.get(hundredths) ?? 0) + 1);
    this.total += 1;
  }

  /** The change at quantile q (0 to 1): the smallest with at least q of the changes at or below it. */
  quantile(q: number): number | undefined {
    if (this.total === 0) return undefined;
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    const keys = [...this.counts.keys()].sort((a, b) => a - b);
    for (const key of keys) {
      seen += this.counts.get(key) ?? 0;
      if (seen >= rank) return key / 100;
    }
    return (keys.at(-1) ?? 0) / 100;
  }
}
