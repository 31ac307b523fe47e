import { adjustments } from "./adjustments.js";
import { baseRate } from "./baseRate.js";
import { cappingAndCollaring } from "./cappingAndCollaring.js";
import { incentiveDiscounts } from "./incentiveDiscounts.js";
import { ipt } from "./ipt.js";
import { minimumPremium } from "./minimumPremium.js";
import { ncd } from "./ncd.js";
import { options } from "./options.js";
import { paymentMethod } from "./paymentMethod.js";
import { postcodeBand } from "./postcodeBand.js";
import { priceBeater } from "./priceBeater.js";
import { rounding } from "./rounding.js";
import type { RatingStep } from "./types.js";
import { underwriting } from "./underwriting.js";
import { wellness } from "./wellness.js";

export {
  adjustments,
  baseRate,
  cappingAndCollaring,
  incentiveDiscounts,
  ipt,
  minimumPremium,
  ncd,
  options,
  paymentMethod,
  postcodeBand,
  priceBeater,
  rounding,
  underwriting,
  wellness,
};
export type { MemberKernel, MemberRating, MemberState, PolicyRating, QuoteState, RatingStep, StepKernel } from "./types.js";

/**
 * The rating steps of rating-model.md section 4, in order. Compiled over every tables
 * version's plan when the tables are compiled or loaded (`RatingPlan.defaultSteps`). Frozen:
 * to change the order, remove or add a step, build a new array and pass it as
 * `quote(request, tables, { steps })`, or compile it once with `compilePipeline`.
 *
 * @example
 * defaultSteps.map((step) => step.name); // ["postcodeBand", "baseRate", ..., "ipt"]
 */
export const defaultSteps: readonly RatingStep[] = Object.freeze([
  postcodeBand,
  baseRate,
  underwriting,
  options,
  ncd,
  adjustments,
  wellness,
  paymentMethod,
  incentiveDiscounts,
  cappingAndCollaring,
  priceBeater,
  minimumPremium,
  rounding,
  ipt,
]);
