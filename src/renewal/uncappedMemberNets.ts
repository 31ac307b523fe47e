import type { Decimal } from "../decimal.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import { buildInitialPolicyRating } from "../quote/buildInitialPolicyRating.js";
import { defaultSteps } from "../steps/index.js";
import type { RatingContext } from "../steps/types.js";
import type { RatingTables, TablesVersion } from "../tables/types.js";

/** The steps of a repricing for the movement: every default step but capping (the movement attributes it) and IPT (it works on net premiums). */
const UNCAPPED_STEPS = defaultSteps.filter((step) => step.name !== "cappingAndCollaring" && step.name !== "ipt");

/**
 * Each priced member's net premium, rounded to pennies, when the request is priced on a given
 * tables version by the default steps without capping and IPT: one stage of a renewal's
 * movement. `undefined` when a step refuses the request (a level or option that version does
 * not have).
 *
 * @example
 * uncappedMemberNets(lastYearsRequest, version2025, tables)?.get("/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0")?.toFixed(2);
 */
export function uncappedMemberNets(request: NormalizedQuoteRequest, version: TablesVersion, tables: RatingTables): ReadonlyMap<string, Decimal> | undefined {
  const context: RatingContext = { request, tables: version, ipt: tables.ipt, explain: false };
  let policy = buildInitialPolicyRating(request);
  for (const step of UNCAPPED_STEPS) {
    policy = step.apply(policy, context);
    if (policy.issues.length > 0) return undefined;
  }
  const nets = new Map<string, Decimal>();
  for (const rating of policy.members) if (rating.priced && rating.netPrice !== undefined) nets.set(rating.member.pointer, rating.netPrice);
  return nets;
}
