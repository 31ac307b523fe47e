import type { RatingPlan } from "./types.js";
import type { RatingStep } from "./types.js";
import type { CompiledStep } from "./types.js";

/**
 * Compiles a step list over one plan: each step's `compile` once, in order. Cheap for the
 * library's steps (their tables work is in the plan), so a caller's list passed as
 * `options.steps` is compiled per quote; `compilePipeline` does it once for every version.
 * The list is the caller's quote's alone and is not frozen; a plan or a pipeline that keeps
 * one for every quote freezes it (`frozenSteps`).
 *
 * @example
 * compileSteps(plan, defaultSteps).map((step) => step.name); // ["postcodeBand", ..., "ipt"]
 */
export function compileSteps(plan: RatingPlan, steps: readonly RatingStep[]): readonly CompiledStep[] {
  return steps.map((step) => ({ name: step.name, kernel: step.compile(plan) }));
}

/**
 * A compiled list frozen with each of its steps, for a list kept and shared by every quote (a
 * plan's default steps, a pipeline's), so that no caller can change it for the next quote.
 *
 * @example
 * Object.isFrozen(frozenSteps(compileSteps(plan, defaultSteps))[0]); // true
 */
export function frozenSteps(steps: readonly CompiledStep[]): readonly CompiledStep[] {
  for (const step of steps) Object.freeze(step);
  return Object.freeze(steps);
}
