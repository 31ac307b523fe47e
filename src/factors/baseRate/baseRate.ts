import { baseRateLine } from "./baseRateLine.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

/**
 * Step 4.2: the member's premium becomes the annual base rate for the age band holding the
 * age and the postcode band, from the gender-specific row when the tables have one for that
 * age and the gender-neutral row otherwise (the row of every age is indexed when the tables
 * are compiled).
 *
 * @example
 * runSteps(compileSteps(plan, [postcodeBand, baseRate]), request, plan, false).members[0]?.premium.toFixed(); // "720" (age 30, band B)
 */
export const baseRate: RatingStep = Object.freeze<RatingStep>({
  name: "baseRate",
  compile(plan) {
    const { baseRates, ages } = plan.version;
    // One member kernel per compiled step, not one per quote: it keeps no per-quote state.
    const memberKernel: MemberKernel = (rating, quote) => {
      const { member } = rating;
      const ageBand = baseRates.byAge[member.gender][member.age];
      if (ageBand === undefined) {
        quote.issues.push({
          path: `${member.pointer}/${member.dateOfBirth === undefined ? "age" : "dateOfBirth"}`,
          code: "AGE_OUT_OF_RANGE",
          message: `No base rate covers age ${member.age}; the tables rate ages ${ages.minimumAge} to ${ages.maximumAge}.`,
        });
        return;
      }
      const band = rating.postcodeBand;
      const rate = band === undefined ? undefined : ageBand.rates.get(band);
      if (band === undefined || rate === undefined) {
        quote.issues.push({
          path: `${member.pointer}/postcode`,
          code: band === undefined ? "POSTCODE_NOT_RATED" : "INVALID_POSTCODE_BAND",
          message:
            band === undefined
              ? "No postcode band was settled for this member before the base rate step (was the postcodeBand step removed?)."
              : `The base rate table has no column for postcode band ${band}.`,
        });
        return;
      }
      if (quote.worksheet !== undefined) quote.worksheet.push(baseRateLine(member.pointer, member, ageBand, band, rate, rating.premium.toFixed()));
      rating.premium = rate;
    };
    return () => memberKernel;
  },
});
