import type { NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import { taxPostcodeOf } from "../model/taxPostcodeOf.js";
import { effectiveFromOfRate, findIptRatePlan } from "./findIptRatePlan.js";
import type { IptRatePlan, RatingPlan } from "./types.js";
import { entryInForceOn } from "../tables/entryInForceOn.js";

/** The premium tax of one member: its territory, the postcode that decided it, and the rate in force (absent before the first). */
export interface MemberTaxPlan {
  /** "UK", or the territory code of `tax-territories.csv`, e.g. "JE". */
  readonly territory: string;
  /** "United Kingdom", or the territory's name. */
  readonly name: string;
  /** The postcode whose area decided the territory (`taxPostcodeOf`). */
  readonly postcode: string;
  readonly rate: IptRatePlan | undefined;
  /** The first date of the territory's rates, for the message when `rate` is absent. */
  readonly firstEffectiveFrom: string | undefined;
}

/**
 * The premium tax of a member on a date, from the plan: the territory of the tax postcode's
 * area (the policyholder's postcode when given, else the member's; `taxPostcodeOf`) among the
 * territories outside UK IPT, or the UK and `ipt.csv`'s rates.
 *
 * @example
 * findTerritoryRatePlan(plan, request, member, "2026-03-01").rate?.fraction.toFixed(); // "0.12" in the UK, "0" in Jersey
 */
export function findTerritoryRatePlan(
  plan: RatingPlan,
  request: Pick<NormalizedQuoteRequest, "policyholderPostcode">,
  member: Pick<NormalizedMember, "postcode">,
  isoDate: string,
): MemberTaxPlan {
  const postcode = taxPostcodeOf(request, member);
  const area = postcode.slice(0, leadingLettersOf(postcode));
  const territory = plan.territoryRates.get(area);
  if (territory === undefined) {
    return { territory: "UK", name: "United Kingdom", postcode, rate: findIptRatePlan(plan, isoDate), firstEffectiveFrom: plan.ipt.rates[0]?.effectiveFrom };
  }
  const rate = entryInForceOn(territory.rates, isoDate, effectiveFromOfRate);
  return { territory: territory.territory, name: territory.name, postcode, rate, firstEffectiveFrom: territory.rates[0]?.rate.effectiveFrom };
}

/** How many capital letters A-Z the postcode starts with: its area's length (scanned, not matched: this runs for every member). */
function leadingLettersOf(postcode: string): number {
  let length = 0;
  while (length < postcode.length) {
    const code = postcode.charCodeAt(length);
    if (code < 65 || code > 90) break;
    length++;
  }
  return length;
}
