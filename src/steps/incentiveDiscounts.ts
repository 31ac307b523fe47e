import { Decimal } from "../decimal.js";
import type { Issue } from "../model/issue.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import { fractionOfPercent } from "./lookups/fractionOfPercent.js";
import { findIncentive, parseDecimalParameter, parseWholeNumberParameter, parseYesNo } from "./lookups/incentiveParameters.js";
import { mapPricedMembers, type MemberLine, withPremium } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { quotientOf } from "./lookups/quotientOf.js";

/** One change this step makes to every priced member. */
interface Discount {
  readonly key: string;
  readonly description: string;
  /** Applied as premium × multiply ÷ divide, so that 11/12 stays exact until the division. */
  readonly multiply: Decimal;
  readonly divide: Decimal;
}

const ONE = new Decimal(1);

/** The discounts of rating-model.md section 4.9, in order, from the request's incentives. */
function discountsOf(request: NormalizedQuoteRequest): { discounts: Discount[]; issues: Issue[] } {
  const discounts: Discount[] = [];
  const issues: Issue[] = [];
  const psDiscount = findIncentive(request, "psDiscount");
  if (psDiscount !== undefined) {
    const percent = parseDecimalParameter(psDiscount.incentiveParameter);
    if (percent === undefined) {
      issues.push({ path: `${psDiscount.pointer}/incentiveParameter`, code: "INVALID_INCENTIVE_PARAMETER", message: "psDiscount needs a percentage, e.g. 5 (or -5 for a loading)." });
    } else {
      discounts.push({
        key: `psDiscount ${percent.toFixed()} %`,
        description: `psDiscount of ${percent.toFixed()} %: × (1 − ${percent.toFixed()}/100).`,
        multiply: ONE.minus(fractionOfPercent(percent)),
        divide: ONE,
      });
    }
  }
  const monthsFree = findIncentive(request, "monthsFree");
  if (monthsFree !== undefined) {
    const months = parseWholeNumberParameter(monthsFree.incentiveParameter);
    if (months === undefined || months >= 12) {
      issues.push({ path: `${monthsFree.pointer}/incentiveParameter`, code: "INVALID_INCENTIVE_PARAMETER", message: "monthsFree needs a whole number of months below 12." });
    } else {
      discounts.push({
        key: `monthsFree ${months}`,
        description: `${months} month(s) free: the first-year premium is × (12 − ${months})/12.`,
        multiply: new Decimal(12 - months),
        divide: new Decimal(12),
      });
    }
  }
  const gift = findIncentive(request, "gift");
  if (gift !== undefined) {
    discounts.push({ key: "gift", description: `Gift "${gift.incentiveParameter}": given with the policy, no effect on the premium.`, multiply: ONE, divide: ONE });
  }
  const uplift = findIncentive(request, "NCD Uplift");
  if (uplift !== undefined) {
    discounts.push({
      key: `NCD Uplift ${uplift.incentiveParameter}`,
      description: `NCD Uplift of ${uplift.incentiveParameter} level(s): already in the NCD level sent, no further effect on the premium.`,
      multiply: ONE,
      divide: ONE,
    });
  }
  const switchDec = findIncentive(request, "SwitchDec");
  if (switchDec !== undefined) {
    const declared = parseYesNo(switchDec.incentiveParameter) === true;
    discounts.push({
      key: `SwitchDec ${switchDec.incentiveParameter}`,
      description: declared
        ? "Reduced switch declaration (SwitchDec): accepted on the switch-business terms, no effect on the premium."
        : `SwitchDec sent with "${switchDec.incentiveParameter}": not declared, no effect on the premium.`,
      multiply: ONE,
      divide: ONE,
    });
  }
  return { discounts, issues };
}

/**
 * Step 4.9: psDiscount (× (1 − P/100)), then monthsFree (× (12 − N)/12); gift, NCD Uplift and
 * SwitchDec are recorded without changing the premium. Price Beater (step 4.11) and freeOption
 * (step 4.4) are applied by their own steps.
 *
 * @example
 * incentiveDiscounts.apply(policy, context); // psDiscount 5 and 1 month free: × 0.95 × 11/12
 */
export const incentiveDiscounts: RatingStep = Object.freeze<RatingStep>({
  name: "incentiveDiscounts",
  apply(policy, context) {
    const { discounts, issues } = discountsOf(context.request);
    if (issues.length > 0) return { ...policy, issues: [...policy.issues, ...issues] };
    return mapPricedMembers(policy, context, "incentiveDiscounts", (rating) => {
      let premium = rating.premium;
      const steps: { discount: Discount; before: Decimal; after: Decimal }[] = [];
      for (const discount of discounts) {
        const before = premium;
        // Dividing only when there is a divisor keeps a product exact beyond the 40 places a division keeps.
        if (!discount.divide.eq(1)) premium = quotientOf(premium.times(discount.multiply), discount.divide);
        else if (!discount.multiply.eq(1)) premium = premium.times(discount.multiply);
        steps.push({ discount, before, after: premium });
      }
      const after = premium;
      const lines = (): MemberLine[] =>
        steps.length === 0
          ? [{ description: "No incentive discount.", factor: "1", before: after.toFixed(), after: after.toFixed() }]
          : steps.map(({ discount, before, after: stepAfter }) => ({
              description: discount.description,
              key: discount.key,
              factor: discount.multiply.div(discount.divide).toFixed(),
              before: before.toFixed(),
              after: stepAfter.toFixed(),
            }));
      return { rating: withPremium(rating, premium), lines };
    });
  },
});
