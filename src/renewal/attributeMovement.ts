import type { Decimal } from "../decimal/decimal.js";

/** The parts of a renewal's movement, in the order they are attributed. */
export const MOVEMENT_PARTS = ["ageBand", "tariff", "options", "ncd", "wellness", "payment", "capping"] as const;
/** One part of the movement from last year's net premium to this year's. */
export type MovementPart = (typeof MOVEMENT_PARTS)[number];

/** One repricing of the movement: the uncapped net premium once `part` is moved to this year's value. */
export interface MovementStage {
  readonly part: Exclude<MovementPart, "capping">;
  readonly net: Decimal;
}

/** A part of the movement and the amount it moved the net premium by (negative: cheaper). */
export interface MovementStep {
  readonly part: MovementPart;
  readonly amount: Decimal;
}

/**
 * Splits the change from last year's net premium (`previous`) to this year's (`current`) into
 * parts that sum to it exactly. `lastYearUncapped` is last year's risk repriced on last year's
 * tariff without capping; each stage then moves one thing to this year's value, in the order
 * given (age band, tariff, options, NCD, wellness, payment), and the part of a stage is its
 * net less the one before. What is left is `capping`: this year's capping (current less the
 * last uncapped stage) less last year's (previous less last year's uncapped price, which also
 * holds anything the request does not carry). So the sum telescopes to `current - previous`.
 *
 * @example
 * attributeMovement(d("900"), d("880"), [{ part: "ageBand", net: d("920") }, { part: "tariff", net: d("950") }], d("810"));
 * // [{ ageBand: 40 }, { tariff: 30 }, { capping: -160 }]: 40 + 30 - 160 = 810 - 900
 */
export function attributeMovement(previous: Decimal, lastYearUncapped: Decimal, stages: readonly MovementStage[], current: Decimal): readonly MovementStep[] {
  const steps: MovementStep[] = [];
  let before = lastYearUncapped;
  for (const stage of stages) {
    steps.push({ part: stage.part, amount: stage.net.minus(before) });
    before = stage.net;
  }
  const thisYearsCapping = current.minus(before);
  const lastYearsCapping = previous.minus(lastYearUncapped);
  steps.push({ part: "capping", amount: thisYearsCapping.minus(lastYearsCapping) });
  return steps;
}
