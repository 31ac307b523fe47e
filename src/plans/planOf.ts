import { findOrCompilePlan } from "../engine/findOrCompilePlan.js";
import type { RatingPlan, RatingTables } from "../engine/types.js";
import { defaultSteps } from "../factors/index.js";
import type { TablesVersion } from "../tables/types.js";

/**
 * The rating plan of `version`, one of `tables.versions`: the one compiled with the tables,
 * or, for tables assembled by hand (a version copied with a changed manifest, an IPT table
 * swapped in), a plan compiled now with `defaultSteps`, so that a plan never disagrees with
 * the tables it is used with. Nothing is remembered.
 *
 * @example
 * planOf(defaultTables, defaultTables.versions[0]!).version === defaultTables.versions[0]; // true
 */
export function planOf(tables: RatingTables, version: TablesVersion): RatingPlan {
  return findOrCompilePlan(tables, version, defaultSteps);
}
