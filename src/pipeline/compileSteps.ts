import type { RatingPlan } from "../plan/types.js";
import type { RatingStep } from "../steps/types.js";
import type { CompiledStep } from "./types.js";

/**
 * Compiles a step list over one plan: each step's `compile` once, in order. Cheap for the
 * library's steps (their tables work is in the plan), so a caller's list passed as
 * `options.steps` is compiled per quote; `compilePipeline` does it once for every version.
 *
 * @example
 * compileSteps(plan, defaultSteps).map((step) => step.name); // ["postcodeBand", ..., "ipt"]
 */
export function compileSteps(plan: RatingPlan, steps: readonly RatingStep[]): readonly CompiledStep[] {
  return Object.freeze(steps.map((step) => Object.freeze({ name: step.name, kernel: step.compile(plan) })));
}
