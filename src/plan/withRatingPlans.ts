import type { RatingTables, TablesData } from "../tables/types.js";
import { compileRatingPlan } from "./compileRatingPlan.js";

/**
 * The tables, already deeply frozen, with the rating plan of every version compiled: the last
 * stage of `compileTables` and of rebuilding tables from a snapshot (the default tables).
 *
 * @example
 * withRatingPlans(deepFreeze({ versions, ipt, hash })).plans.length === versions.length; // true
 */
export function withRatingPlans(frozen: TablesData): RatingTables {
  const plans = frozen.versions.map((version) => compileRatingPlan(version, frozen.ipt, frozen.taxTerritories));
  return Object.freeze({
    versions: frozen.versions,
    ipt: frozen.ipt,
    ...(frozen.taxTerritories === undefined ? {} : { taxTerritories: frozen.taxTerritories }),
    hash: frozen.hash,
    plans: Object.freeze(plans),
  });
}
