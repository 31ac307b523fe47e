import { Decimal } from "../../decimal.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { fractionOfPercent } from "./fractionOfPercent.js";
import { deepFreeze } from "../../tables/freeze/deepFreeze.js";

/** The policy's commercial and experience adjustments, in percent, and the factor they make. */
export interface AdjustmentFactor {
  readonly commercial: Decimal;
  readonly experience: Decimal;
  /** (1 + commercial/100) × (1 + experience/100). */
  readonly factor: Decimal;
}

/**
 * The adjustments step's factor (docs/rating-model.md section 4.6): an absent adjustment is 0 %.
 * Shared by the step and the fused pass of the default steps.
 *
 * @example
 * adjustmentFactorOf({ ...request, commercialAdjustment: -10, experienceAdjustment: 5 }).factor.toFixed(); // "0.945"
 */
export function adjustmentFactorOf(request: NormalizedQuoteRequest): AdjustmentFactor {
  const { commercialAdjustment, experienceAdjustment } = request;
  // Most policies have no adjustment: the same factor, worked out once. (-0 is not 0 here: its text is "-0".)
  if (isNone(commercialAdjustment) && isNone(experienceAdjustment)) return NO_ADJUSTMENT;
  const commercial = commercialAdjustment ?? 0;
  const experience = experienceAdjustment ?? 0;
  if (Object.is(commercial, -0) || Object.is(experience, -0)) return factorOf(commercial, experience);
  // The same few adjustments recur from quote to quote: each pair worked out once.
  const key = `${commercial}|${experience}`;
  let known = remembered.get(key);
  if (known === undefined) {
    if (remembered.size >= REMEMBERED_AT_MOST) remembered.clear();
    known = factorOf(commercial, experience);
    remembered.set(key, known);
  }
  return known;
}

const remembered = new Map<string, AdjustmentFactor>();
const REMEMBERED_AT_MOST = 1000;

function factorOf(commercialPercent: number, experiencePercent: number): AdjustmentFactor {
  const commercial = new Decimal(commercialPercent);
  const experience = new Decimal(experiencePercent);
  const factor = fractionOfPercent(commercial).plus(1).times(fractionOfPercent(experience).plus(1));
  // Frozen: remembered factors are shared by every quote, and a caller's step must not be able to change one for the next.
  return deepFreeze({ commercial, experience, factor });
}

function isNone(percent: number | undefined): boolean {
  return percent === undefined || Object.is(percent, 0);
}

const NO_ADJUSTMENT = factorOf(0, 0);
