import type { Decimal } from "pmi-rating";
import { decimalOf, ROUND_HALF_UP } from "pmi-rating/toolkit";

/** One trial of a solve: the multiplier tried and the change in book premium it gives, in percent. */
export interface SolveTrial {
  readonly multiplier: Decimal;
  readonly changePercent: Decimal;
}

/** What a solve found: the best multiplier, the change it gives, and every trial. */
export interface SolveResult {
  readonly multiplier: Decimal;
  readonly changePercent: Decimal;
  /** True when the change is within the tolerance of the target. */
  readonly converged: boolean;
  readonly trials: readonly SolveTrial[];
}

/** How closely and how long to look. */
export interface SolveOptions {
  /** Largest accepted gap between the change and the target, in percentage points (default 0.005). */
  readonly tolerancePercent?: Decimal;
  /** Most trials (default 40). */
  readonly maxTrials?: number;
  /**
   * The first two multipliers tried (default 1 and 1 + target): a solve that starts from an
   * earlier answer (one segment among others, solved again) starts beside it.
   */
  readonly firstMultipliers?: readonly [Decimal, Decimal];
}

/**
 * Finds the multiplier whose change in book premium (`changeOf`, in percent, from pricing the
 * book with the real engine) is the target: secant steps from 1 and 1 + target (or `firstMultipliers`), kept inside a
 * bracket once the target is straddled and halved whenever a step leaves it or stalls. The book's
 * change is a rising step function of the multiplier (rounding to pennies, minimum premiums, the
 * renewal cap and collar), so neither a division nor a pure secant would do: this returns the
 * trial closest to the target, `converged` when within the tolerance.
 *
 * @example
 * solveMultiplier(decimalOf("4.5"), (multiplier) => changeOfBook(multiplier)).multiplier.toFixed(6); // "1.051234"
 */
export function solveMultiplier(targetPercent: Decimal, changeOf: (multiplier: Decimal) => Decimal, options: SolveOptions = {}): SolveResult {
  const tolerance = options.tolerancePercent ?? decimalOf("0.005");
  const maxTrials = options.maxTrials ?? 40;
  const trials: SolveTrial[] = [];
  const trial = (multiplier: Decimal): SolveTrial => {
    const found = { multiplier, changePercent: changeOf(multiplier) };
    trials.push(found);
    return found;
  };
  const gap = (entry: SolveTrial) => entry.changePercent.minus(targetPercent);
  const best = () => trials.reduce((closest, entry) => (gap(entry).abs().lt(gap(closest).abs()) ? entry : closest));
  const done = () => gap(best()).abs().lte(tolerance);

  const [first, second] = options.firstMultipliers ?? [decimalOf(1), decimalOf(1).plus(targetPercent.div(100))];
  let previous = trial(first);
  let current = done() || second.eq(first) ? previous : trial(second);
  let below: SolveTrial | undefined;
  let above: SolveTrial | undefined;
  const bracket = (entry: SolveTrial) => {
    if (gap(entry).lt(0) && (below === undefined || entry.multiplier.gt(below.multiplier))) below = entry;
    if (gap(entry).gt(0) && (above === undefined || entry.multiplier.lt(above.multiplier))) above = entry;
  };
  bracket(previous);
  bracket(current);
  while (!done() && trials.length < maxTrials) {
    const slope = current.changePercent.minus(previous.changePercent);
    let next = slope.eq(0) ? undefined : current.multiplier.minus(gap(current).times(current.multiplier.minus(previous.multiplier)).div(slope));
    if (below !== undefined && above !== undefined) {
      const inside = next !== undefined && next.gt(below.multiplier) && next.lt(above.multiplier);
      if (!inside) next = below.multiplier.plus(above.multiplier).div(2);
    } else if (next === undefined || next.lte(0)) {
      // Flat or wrong way before the target is straddled: step further in the target's direction.
      next = current.multiplier.times(gap(current).lt(0) ? "1.1" : "0.9");
    }
    const rounded = next!.round(12, ROUND_HALF_UP);
    if (trials.some((entry) => entry.multiplier.eq(rounded))) break;
    previous = current;
    current = trial(rounded);
    bracket(current);
  }
  const answer = best();
  return { multiplier: answer.multiplier, changePercent: answer.changePercent, converged: gap(answer).abs().lte(tolerance), trials };
}
