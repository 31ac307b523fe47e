import { differenceInYears, parseISO } from "date-fns";
import type { Member } from "pmi-rating";
import { findPostcodeBand } from "pmi-rating/toolkit";
import type { TablesVersion } from "pmi-rating";
import type { Random } from "./createRandom.js";

/**
 * A premium near the tables' base rate for the member (± 15 %), for renewals'
 * `previousnetPremium` and competitor prices; £600 where the tables have no rate for it.
 */
export function roughBookRate(random: Random, age: number, postcode: string, version: TablesVersion): number {
  const band = findPostcodeBand(version.postcodeBands, postcode)?.band;
  const ageBand = version.baseRates.byAge.M[age] ?? version.baseRates.byAge.F[age];
  const rate = band === undefined ? undefined : ageBand?.rates.get(band);
  const base = rate === undefined ? 600 : Number(rate.toString());
  return Math.round(base * (0.85 + random.next() * 0.3) * 100) / 100;
}

/** A competitor's annual price for the whole policy, near the book rate of its members. */
export function competitorPriceFor(random: Random, members: readonly Member[], version: TablesVersion): number {
  let total = 0;
  for (const member of members) {
    const age = member.age ?? ageFromBirthDate(member.dateOfBirth, member.effectiveDate);
    total += roughBookRate(random, age, member.postcode, version);
  }
  return Math.round(total * 100) / 100;
}

function ageFromBirthDate(dateOfBirth: string | undefined, onDate: string): number {
  return dateOfBirth === undefined ? 40 : differenceInYears(parseISO(onDate), parseISO(dateOfBirth));
}
