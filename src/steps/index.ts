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
export type { MemberRating, PolicyRating, RatingContext, RatingStep } from "./types.js";

/**
 * The rating steps of docs/rating-model.md section 4, in order. Frozen: to change the order, remove
 * or add a step, build a new array and pass it as `quote(request, tables, { steps })`.
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
