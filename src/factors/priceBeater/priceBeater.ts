import { Decimal } from "../../decimal/decimal.js";
import { priceBeaterMemberLine } from "./priceBeaterMemberLine.js";
import { priceBeaterPolicyLine } from "./priceBeaterPolicyLine.js";
import { priceBeaterDerivationOf } from "./priceBeaterDerivationOf.js";
import { fractionOfPercent } from "../../decimal/fractionOfPercent.js";
import { findIncentive, readPriceBeater } from "../shared/incentiveParameters.js";
import { pricedTotal } from "./pricedTotal.js";
import { quoteFieldPointer } from "../../model/quotePointer.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

const ONE = new Decimal(1);

/** The worksheet's reason for no Price Beater discount when the incentive was not sent. */
export const PRICE_BEATER_ABSENT = "No Price Beater incentive.";
/** The worksheet's reason for no Price Beater discount when its parameter is No. */
export const PRICE_BEATER_DECLINED = "Price Beater sent but not applied (parameter No).";

/** The member kernel of a quote that gets no Price Beater discount: a line saying why. */
function unchanged(description: string): MemberKernel {
  return (rating, quote) => {
    quote.worksheet?.push(priceBeaterMemberLine(rating.member.pointer, description, undefined, undefined, rating.premium, rating.premium));
  };
}

/**
 * Step 4.11 (policy level). Parameter Yes/Y/1: derive the discount d that matches the
 * competitor (see `derivePriceBeaterDiscount`), at least 0 and at most the tables' maximum; on
 * a requote the parameter is the percentage granted by the first quote, applied as it is.
 * Every priced member is × (1 − d/100); d is recorded on the policy as
 * `priceBeaterDiscountPercent`.
 *
 * @example
 * runSteps(compileSteps(plan, [..., priceBeater]), request, plan, false).priceBeaterDiscountPercent?.toFixed(); // "7.52"
 */
export const priceBeater: RatingStep = Object.freeze<RatingStep>({
  name: "priceBeater",
  compile(plan) {
    const whenAbsent = unchanged(PRICE_BEATER_ABSENT);
    const whenDeclined = unchanged(PRICE_BEATER_DECLINED);
    return (quote) => {
      const { request } = quote;
      const instruction = readPriceBeater(request);
      if (instruction.kind === "absent") return whenAbsent;
      if (instruction.kind === "declined") return whenDeclined;
      if (instruction.kind === "unreadable") {
        const pointer = findIncentive(request, "Price Beater")?.pointer ?? quoteFieldPointer("incentive");
        quote.issues.push({
          path: `${pointer}/incentiveParameter`,
          code: "INVALID_INCENTIVE_PARAMETER",
          message: request.isRequote
            ? "On a requote the Price Beater parameter is the percentage the first quote granted, e.g. 7.5 (or No)."
            : "The Price Beater parameter is Yes, Y or 1 to apply it, or No, N or 0.",
        });
        return undefined;
      }
      const total = pricedTotal(quote.members);
      const derivation = priceBeaterDerivationOf(instruction, total, request, plan);
      if ("issue" in derivation) {
        quote.issues.push(derivation.issue);
        return undefined;
      }
      const factor = ONE.minus(fractionOfPercent(derivation.percent));
      quote.worksheet?.push(priceBeaterPolicyLine(derivation.percent, derivation.explanation(), factor, total));
      if (derivation.warning !== undefined) quote.warnings.push(derivation.warning);
      quote.priceBeaterDiscountPercent = derivation.percent;
      return (rating) => {
        const before = rating.premium;
        rating.premium = before.times(factor);
        quote.worksheet?.push(priceBeaterMemberLine(rating.member.pointer, "", derivation.percent, factor, before, rating.premium));
      };
    };
  },
});
