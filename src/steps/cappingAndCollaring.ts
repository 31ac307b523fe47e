import { Decimal } from "../decimal.js";
import { fractionOfPercent } from "./lookups/fractionOfPercent.js";
import { fromTable, mapPricedMembers } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";
import { quotientOf } from "./lookups/quotientOf.js";

const ONE = new Decimal(1);

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
    const { capPercent, collarPercent, source } = context.tables.renewal;
    return mapPricedMembers(policy, context, "cappingAndCollaring", (rating) => {
      const { member, premium } = rating;
      const unchanged = (description: string) => ({
        rating,
        lines: () => [{ description, factor: "1", before: premium.toFixed(), after: premium.toFixed() }],
      });
      if (transactionType === "New Business") return unchanged("New Business: capping and collaring does not apply.");
      if (transactionType === "Renewal" && member.previousnetPremium !== undefined) {
        const previous = new Decimal(member.previousnetPremium);
        const floor = previous.times(fractionOfPercent(collarPercent).plus(1));
        const ceiling = previous.times(fractionOfPercent(capPercent).plus(1));
        const clamped = premium.lt(floor) ? floor : premium.gt(ceiling) ? ceiling : premium;
        // A zero premium cannot give a ratio; it can only be lifted to the floor, which no factor expresses.
        // Within the limits the ratio is exactly 1, which the 40-place division would only confirm.
        const cncFactor = premium.eq(0) ? undefined : clamped === premium ? ONE : quotientOf(clamped, premium);
        const outcome = premium.lt(floor) ? "collared (raised to the floor)" : premium.gt(ceiling) ? "capped (lowered to the ceiling)" : "within the limits, unchanged";
        return {
          rating: { ...rating, premium: clamped, ...(cncFactor === undefined ? {} : { cncFactor }) },
          lines: () => [
            {
              description: `Renewal: previous net premium ${previous.toFixed()}, allowed range ${floor.toFixed()} (collar ${collarPercent.toFixed()} %) to ${ceiling.toFixed()} (cap ${capPercent.toFixed()} %); ${outcome}.`,
              ...fromTable(source),
              key: `previousnetPremium ${previous.toFixed()}`,
              ...(cncFactor === undefined ? {} : { factor: cncFactor.toFixed() }),
              before: premium.toFixed(),
              after: clamped.toFixed(),
            },
          ],
        };
      }
      if (member.cncFactor !== undefined) {
        const cncFactor = new Decimal(member.cncFactor);
        const after = premium.times(cncFactor);
        return {
          rating: { ...rating, premium: after, cncFactor },
          lines: () => [
            {
              description: `${transactionType}: the capping and collaring factor sent, × ${cncFactor.toFixed()}.`,
              key: `cncFactor ${cncFactor.toFixed()}`,
              factor: cncFactor.toFixed(),
              before: premium.toFixed(),
              after: after.toFixed(),
            },
          ],
        };
      }
      return unchanged(`${transactionType} without previousnetPremium or cncFactor: no capping or collaring.`);
    });
  },
});
