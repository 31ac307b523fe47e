import { Decimal } from "../../decimal/decimal.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { fractionOfPercent } from "../../decimal/fractionOfPercent.js";
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
 *
 *
 * @example
 * adjustmentFactorOf({ ...request, commercialAdjustment: -10, experienceAdjustment: 5 }).factor.toFixed(); // "0.945"
 */
export function adjustmentFactorOf(request: NormalizedQuoteRequest): AdjustmentFactor {
  const { commercialAdjustment, experienceAdjustment } = request;
  // Most policies have no adjustment: the same factor, worked out once.
  if (isNone(commercialAdjustment) && isNone(experienceAdjustment)) return NO_ADJUSTMENT;
  return factorOf(commercialAdjustment ?? 0, experienceAdjustment ?? 0);
}

function factorOf(commercialPercent: number, experiencePercent: number): AdjustmentFactor {
  const commercial = new Decimal(commercialPercent);
  const experience = new Decimal(experiencePercent);
  const factor = fractionOfPercent(commercial).plus(1).times(fractionOfPercent(experience).plus(1));
  return { commercial, experience, factor };
}

function isNone(percent: number | undefined): boolean {
  return percent === undefined || percent === 0;
}

// Frozen: NO_ADJUSTMENT is shared by every quote, and a caller's step must not be able to change it
// for the next. A policy's own factor belongs to its quote alone and is not frozen.
const NO_ADJUSTMENT = deepFreeze(factorOf(0, 0));
