import { withPlansCompiled } from "../engine/withPlansCompiled.js";
import type { RatingTables } from "../engine/types.js";
import { defaultSteps } from "../factors/index.js";
import type { TablesData } from "../tables/types.js";

/**
 * The tables, already deeply frozen, with the rating plan of every version compiled, the
 * default steps' kernels included: the last stage of `compileTables`, of `loadTables` and of
 * rebuilding tables from a snapshot (the default tables).
 *
 * @example
 * withRatingPlans(deepFreeze({ versions, ipt, hash })).plans.length === versions.length; // true
 */
export function withRatingPlans(frozen: TablesData): RatingTables {
  return withPlansCompiled(frozen, defaultSteps);
}
