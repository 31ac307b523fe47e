import type { Decimal } from "../decimal/decimal.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import { compileSteps } from "../engine/compileSteps.js";
import { runSteps } from "../engine/runSteps.js";
import { planOf } from "../plans/planOf.js";
import { defaultSteps } from "../factors/index.js";
import type { TablesVersion } from "../tables/types.js";
import type { RatingTables } from "../engine/types.js";

/** The steps of a repricing for the movement: every default step but capping (the movement attributes it) and IPT (it works on net premiums). */
const UNCAPPED_STEPS = Object.freeze(defaultSteps.filter((step) => step.name !== "cappingAndCollaring" && step.name !== "ipt"));

/**
 * Each priced member's net premium, rounded to pennies, when the request is priced on a given
 * tables version by the default steps without capping and IPT: one stage of a renewal's
 * movement. `undefined` when a step refuses the request (a level or option that version does
 * not have). A version not of the tables (last year's option prices on this year's tariff) gets
 * a plan compiled for it.
 *
 * @example
 * uncappedMemberNets(lastYearsRequest, version2025, tables)?.get("/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0")?.toFixed(2);
 */
export function uncappedMemberNets(request: NormalizedQuoteRequest, version: TablesVersion, tables: RatingTables): ReadonlyMap<string, Decimal> | undefined {
  const plan = planOf(tables, version);
  const policy = runSteps(compileSteps(plan, UNCAPPED_STEPS), request, plan, false);
  if (policy.issues.length > 0) return undefined;
  const nets = new Map<string, Decimal>();
  for (const rating of policy.members) if (rating.priced && rating.netPrice !== undefined) nets.set(rating.member.pointer, rating.netPrice);
  return nets;
}
