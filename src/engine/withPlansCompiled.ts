import type { TablesData } from "../tables/types.js";
import { compileRatingPlan } from "./compileRatingPlan.js";
import type { RatingStep, RatingTables } from "./types.js";

/**
 * The tables, already deeply frozen, with the rating plan of every version compiled with
 * `steps` as its default list.
 *
 * @example
 * withPlansCompiled(deepFreeze({ versions, ipt, hash }), defaultSteps).plans.length === versions.length; // true
 */
export function withPlansCompiled(frozen: TablesData, steps: readonly RatingStep[]): RatingTables {
  const plans = frozen.versions.map((version) => compileRatingPlan(version, frozen.ipt, frozen.taxTerritories, steps));
  return Object.freeze({
    versions: frozen.versions,
    ipt: frozen.ipt,
    ...(frozen.taxTerritories === undefined ? {} : { taxTerritories: frozen.taxTerritories }),
    hash: frozen.hash,
    plans: Object.freeze(plans),
  });
}
