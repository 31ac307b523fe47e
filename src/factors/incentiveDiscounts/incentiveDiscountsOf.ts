import { Decimal } from "../../decimal/decimal.js";
import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { fractionOfPercent } from "../../decimal/fractionOfPercent.js";
import { findIncentive, parseDecimalParameter, parseWholeNumberParameter, parseYesNo } from "../shared/incentiveParameters.js";

/** One change this step makes to every priced member. */
export interface Discount {
  readonly key: string;
  readonly description: string;
  /** Applied as premium × multiply ÷ divide, so that 11/12 stays exact until the division. */
  readonly multiply: Decimal;
  readonly divide: Decimal;
}

const ONE = new Decimal(1);

/** The psDiscount of a parameter, or `undefined` when it is not a percentage. */
function psDiscountOf(parameter: string): Discount | undefined {
  const percent = parseDecimalParameter(parameter);
  const discount: Discount | undefined =
    percent === undefined
      ? undefined
      : {
          key: `psDiscount ${percent.toFixed()} %`,
          description: `psDiscount of ${percent.toFixed()} %: × (1 − ${percent.toFixed()}/100).`,
          multiply: ONE.minus(fractionOfPercent(percent)),
          divide: ONE,
        };
  return discount;
}

/**
 * The discounts of docs/rating-model.md section 4.9, in order, from the request's incentives, or
 * the problems with their parameters. Shared by the incentive discounts step and the fused
 * pass of the default steps.
 *
 * @example
 * incentiveDiscountsOf(request).discounts.map((discount) => discount.key); // ["psDiscount 5 %"]
 */
export function incentiveDiscountsOf(request: NormalizedQuoteRequest): { discounts: Discount[]; issues: Issue[] } {
  const discounts: Discount[] = [];
  const issues: Issue[] = [];
  const psDiscount = findIncentive(request, "psDiscount");
  if (psDiscount !== undefined) {
    const discount = psDiscountOf(psDiscount.incentiveParameter);
    if (discount === undefined) {
      issues.push({
        path: `${psDiscount.pointer}/incentiveParameter`,
        code: "INVALID_INCENTIVE_PARAMETER",
        message: "psDiscount needs a percentage, e.g. 5 (or -5 for a loading).",
      });
    } else {
      discounts.push(discount);
    }
  }
  const monthsFree = findIncentive(request, "monthsFree");
  if (monthsFree !== undefined) {
    const months = parseWholeNumberParameter(monthsFree.incentiveParameter);
    if (months === undefined || months >= 12) {
      issues.push({
        path: `${monthsFree.pointer}/incentiveParameter`,
        code: "INVALID_INCENTIVE_PARAMETER",
        message: "monthsFree needs a whole number of months below 12.",
      });
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
