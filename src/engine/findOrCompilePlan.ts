import type { TablesVersion } from "../tables/types.js";
import { compileRatingPlan } from "./compileRatingPlan.js";
import type { RatingPlan, RatingStep, RatingTables } from "./types.js";

/**
 * The rating plan of `version`, one of `tables.versions`: the one compiled with the tables,
 * or, for tables assembled by hand (a version copied with a changed manifest, an IPT table
 * swapped in), a plan compiled now from what `tables` holds with `steps` as its default list,
 * so that a plan never disagrees with the tables it is used with. Nothing is remembered.
 *
 * @example
 * findOrCompilePlan(defaultTables, defaultTables.versions[0]!, defaultSteps) === defaultTables.plans[0]; // true
 */
export function findOrCompilePlan(tables: RatingTables, version: TablesVersion, steps: readonly RatingStep[]): RatingPlan {
  const plans = tables.plans as readonly RatingPlan[] | undefined;
  if (plans !== undefined) {
    // Indexed: for-of over the frozen list would allocate an iterator result per plan (Node 20's V8).
    for (let index = 0; index < plans.length; index++) {
      const plan = plans[index]!;
      if (plan.version === version && plan.ipt === tables.ipt && plan.taxTerritories === tables.taxTerritories) return plan;
    }
  }
  return compileRatingPlan(version, tables.ipt, tables.taxTerritories, steps);
}
