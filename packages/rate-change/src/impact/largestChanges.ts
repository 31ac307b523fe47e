import type { PolicyChange } from "./ImpactAccumulator.js";
import { TopN } from "./TopN.js";

/**
 * The two rankings of an impact report: the largest increases and the largest decreases in
 * percent, among equal percentages the larger change in pounds first (it matters more to the
 * customer), then the policy met first. One definition for the accumulator and for the
 * pricing threads, which keep each batch's best candidates.
 *
 * @example
 * const { increases, decreases } = largestChanges(10);
 * increases.offer(change);
 */
export function largestChanges(size: number): { readonly increases: TopN<PolicyChange>; readonly decreases: TopN<PolicyChange> } {
  return {
    increases: new TopN(
      size,
      (change) => change.percent,
      (change) => Number(change.amount),
    ),
    decreases: new TopN(
      size,
      (change) => -change.percent,
      (change) => -Number(change.amount),
    ),
  };
}
