import { findOrCompilePlan } from "./findOrCompilePlan.js";
import type { RatingStep, RatingTables } from "./types.js";
import { compileSteps, frozenSteps } from "./compileSteps.js";
import type { RatingPipeline } from "./types.js";

/**
 * Compiles a caller's step list over every tables version of `tables`, once: pass the result as
 * `quote(request, tables, { steps: pipeline })` so that a step with its own table indexes it
 * once, not per quote. Holding it is the caller's choice: the library keeps nothing.
 *
 * @example
 * const pipeline = compilePipeline(defaultTables, defaultSteps.filter((step) => step.name !== "wellness"));
 * quote(request, defaultTables, { steps: pipeline });
 */
export function compilePipeline(tables: RatingTables, steps: readonly RatingStep[]): RatingPipeline {
  const list = Object.freeze([...steps]);
  const compiled = tables.versions.map((version) => {
    // A version with no plan of the tables (tables assembled by hand) gets one of numbers only:
    // this pipeline's steps are what run on it.
    const plan = findOrCompilePlan(tables, version, []);
    return Object.freeze({ plan, steps: frozenSteps(compileSteps(plan, list)) });
  });
  return Object.freeze({ tables, steps: list, compiled: Object.freeze(compiled) });
}
