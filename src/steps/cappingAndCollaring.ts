import { cappingLine } from "./lines/cappingLine.js";
import { cappingOutcomeOf } from "./lookups/cappingOutcomeOf.js";
import { mapPricedMembers } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.10. Renewal with `previousnetPremium`: the premium is clamped to
 * [previous × (1 + collar/100), previous × (1 + cap/100)] and the factor applied
 * (new ÷ unclamped) becomes the member's `cncFactor`. Renewal without `previousnetPremium`,
 * and MTC, with a `cncFactor`: × that factor. New Business: unchanged (validation warns when
 * capping inputs were sent).
 *
 * @example
 * cappingAndCollaring.apply(policy, context); // previous 1000, new 1300, cap 25 %: 1250, cncFactor 1250/1300
 */
export const cappingAndCollaring: RatingStep = Object.freeze<RatingStep>({
  name: "cappingAndCollaring",
  apply(policy, context) {
    const { transactionType } = context.request;
    const { renewal } = context.tables;
    return mapPricedMembers(policy, context, "cappingAndCollaring", (rating) => {
      const outcome = cappingOutcomeOf(rating.member, rating.premium, transactionType, renewal);
      const lines = () => [cappingLine(rating.member.pointer, outcome, transactionType, renewal)];
      switch (outcome.kind) {
        case "unchanged":
          return { rating, lines };
        case "renewal": {
          const { clamped, cncFactor } = outcome;
          return { rating: { ...rating, premium: clamped, ...(cncFactor === undefined ? {} : { cncFactor }) }, lines };
        }
        case "sentFactor":
          return { rating: { ...rating, premium: outcome.after, cncFactor: outcome.cncFactor }, lines };
      }
    });
  },
});
