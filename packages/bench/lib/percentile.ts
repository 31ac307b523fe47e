/**
 * Returns the q-quantile (0..1) of a list of numbers by the nearest-rank method; the list
 * need not be sorted and is not modified.
 *
 * @example
 * percentile([5, 1, 3, 2, 4], 0.5); // 3
 */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}
