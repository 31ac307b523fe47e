import { cappingLine } from "./cappingLine.js";
import { cappingOutcomeOf } from "./cappingOutcomeOf.js";
import type { RatingStep } from "../../engine/types.js";

/**
 * Step 4.10. Renewal with `previousnetPremium`: the premium is clamped to
 * [previous × (1 + collar/100), previous × (1 + cap/100)] and the factor applied
 * (new ÷ unclamped) becomes the member's `cncFactor`. Renewal without `previousnetPremium`,
 * and MTC, with a `cncFactor`: × that factor. New Business: unchanged (validation warns when
 * capping inputs were sent). The floor and ceiling multipliers are the plan's.
 *
 * @example
 * // previous 1000, new 1300, cap 25 %: 1250, cncFactor 1250/1300
 * runSteps(compileSteps(plan, [..., cappingAndCollaring]), request, plan, false);
 */
export const cappingAndCollaring: RatingStep = Object.freeze<RatingStep>({
  name: "cappingAndCollaring",
  compile(plan) {
    const limits = plan.version.renewal;
    const multipliers = plan.renewal;
    return (quote) => {
      const { transactionType } = quote.request;
      return (rating) => {
        const outcome = cappingOutcomeOf(rating.member, rating.premium, transactionType, multipliers);
        if (outcome.kind === "renewal") {
          rating.premium = outcome.clamped;
          if (outcome.cncFactor !== undefined) rating.cncFactor = outcome.cncFactor;
        } else if (outcome.kind === "sentFactor") {
          rating.premium = outcome.after;
          rating.cncFactor = outcome.cncFactor;
        }
        if (quote.worksheet !== undefined) quote.worksheet.push(cappingLine(rating.member.pointer, outcome, transactionType, limits));
      };
    };
  },
});
