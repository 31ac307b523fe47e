import { Decimal } from "../../decimal.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { fractionOfPercent } from "./fractionOfPercent.js";

/** The policy's commercial and experience adjustments, in percent, and the factor they make. */
export interface AdjustmentFactor {
  readonly commercial: Decimal;
  readonly experience: Decimal;
  /** (1 + commercial/100) × (1 + experience/100). */
  readonly factor: Decimal;
}

/**
 * The adjustments step's factor (rating-model.md section 4.6): an absent adjustment is 0 %.
 * Shared by the step and the fused pass of the default steps.
 *
 * @example
 * adjustmentFactorOf({ ...request, commercialAdjustment: -10, experienceAdjustment: 5 }).factor.toFixed(); // "0.945"
 */
export function adjustmentFactorOf(request: NormalizedQuoteRequest): AdjustmentFactor {
  const commercial = new Decimal(request.commercialAdjustment ?? 0);
  const experience = new Decimal(request.experienceAdjustment ?? 0);
  const factor = fractionOfPercent(commercial).plus(1).times(fractionOfPercent(experience).plus(1));
  return { commercial, experience, factor };
}
