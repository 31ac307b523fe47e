import type { RatingFactor, RatingStep } from "../engine/types.js";
import { adjustmentsFactor } from "./adjustments/index.js";
import { baseRateFactor } from "./baseRate/index.js";
import { cappingAndCollaringFactor } from "./cappingAndCollaring/index.js";
import { incentiveDiscountsFactor } from "./incentiveDiscounts/index.js";
import { iptFactor } from "./ipt/index.js";
import { minimumPremiumFactor } from "./minimumPremium/index.js";
import { ncdFactor } from "./ncd/index.js";
import { optionsFactor } from "./options/index.js";
import { paymentMethodFactor } from "./paymentMethod/index.js";
import { postcodeBandFactor } from "./postcodeBand/index.js";
import { priceBeaterFactor } from "./priceBeater/index.js";
import { renewalPriceRuleFactor } from "./renewalPriceRule/index.js";
import { roundingFactor } from "./rounding/index.js";
import { smokerLoadingFactor } from "./smokerLoading/index.js";
import { underwritingFactor } from "./underwriting/index.js";
import { wellnessFactor } from "./wellness/index.js";

export { adjustments } from "./adjustments/adjustments.js";
export { baseRate } from "./baseRate/baseRate.js";
export { cappingAndCollaring } from "./cappingAndCollaring/cappingAndCollaring.js";
export { incentiveDiscounts } from "./incentiveDiscounts/incentiveDiscounts.js";
export { ipt } from "./ipt/ipt.js";
export { minimumPremium } from "./minimumPremium/minimumPremium.js";
export { ncd } from "./ncd/ncd.js";
export { options } from "./options/options.js";
export { paymentMethod } from "./paymentMethod/paymentMethod.js";
export { postcodeBand } from "./postcodeBand/postcodeBand.js";
export { priceBeater } from "./priceBeater/priceBeater.js";
export { renewalPriceRule } from "./renewalPriceRule/renewalPriceRule.js";
export { rounding } from "./rounding/rounding.js";
export { smokerLoading } from "./smokerLoading/smokerLoading.js";
export { underwriting } from "./underwriting/underwriting.js";
export { wellness } from "./wellness/wellness.js";
export type {
  FactorTableRule,
  ItemScope,
  MemberKernel,
  MemberRating,
  MemberState,
  PolicyRating,
  QuoteState,
  RatingFactor,
  RatingStep,
  RequestCheck,
  StepKernel,
} from "../engine/types.js";

/**
 * The rating factors, in the order of docs/rating-model.md section 4: the one registry. The
 * default steps are their steps in this order, and the validator runs their checks before
 * pricing in this order (so a request's problems are listed in rating order). A new factor is
 * a folder under src/factors/ and one line here.
 *
 * @example
 * RATING_FACTORS.map((factor) => factor.step.name); // ["postcodeBand", "baseRate", ..., "ipt"]
 *
 * Frozen, each factor and its checks with it: the validator and the default steps read them
 * for every quote, so no caller may change them for the next.
 */
export const RATING_FACTORS: readonly RatingFactor[] = frozenFactors([
  postcodeBandFactor,
  baseRateFactor,
  underwritingFactor,
  smokerLoadingFactor,
  optionsFactor,
  ncdFactor,
  adjustmentsFactor,
  wellnessFactor,
  paymentMethodFactor,
  incentiveDiscountsFactor,
  cappingAndCollaringFactor,
  priceBeaterFactor,
  minimumPremiumFactor,
  roundingFactor,
  renewalPriceRuleFactor,
  iptFactor,
]);

/**
 * The rating steps of docs/rating-model.md section 4, in order: the steps of `RATING_FACTORS`.
 * Compiled over every tables version's plan when the tables are compiled or loaded
 * (`RatingPlan.defaultSteps`). Frozen: to change the order, remove or add a step, build a new
 * array and pass it as `quote(request, tables, { steps })`, or compile it once with
 * `compilePipeline`.
 *
 * @example
 * defaultSteps.map((step) => step.name); // ["postcodeBand", "baseRate", ..., "renewalPriceRule", "ipt"]
 */
export const defaultSteps: readonly RatingStep[] = Object.freeze(RATING_FACTORS.map((factor) => factor.step));

/** The factors, each frozen with its list of checks and each check, as a frozen list. */
function frozenFactors(factors: readonly RatingFactor[]): readonly RatingFactor[] {
  for (const factor of factors) {
    for (const check of factor.checks) Object.freeze(check);
    Object.freeze(factor.checks);
    Object.freeze(factor);
  }
  return Object.freeze(factors);
}
