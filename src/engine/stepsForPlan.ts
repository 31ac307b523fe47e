import type { RatingPlan } from "./types.js";
import type { RatingStep } from "./types.js";
import { compileSteps } from "./compileSteps.js";
import type { CompiledStep, RatingPipeline } from "./types.js";

/**
 * The compiled steps a quote on `plan` runs: the plan's default steps when none are given, a
 * pipeline's steps compiled for this plan, or a caller's list compiled now (see `compileSteps`).
 *
 * @example
 * stepsForPlan(plan, undefined) === plan.defaultSteps; // true
 */
export function stepsForPlan(plan: RatingPlan, steps: readonly RatingStep[] | RatingPipeline | undefined): readonly CompiledStep[] {
  if (steps === undefined) return plan.defaultSteps;
  if (isPipeline(steps)) {
    for (const compiled of steps.compiled) if (compiled.plan === plan) return compiled.steps;
    return compileSteps(plan, steps.steps);
  }
  return compileSteps(plan, steps);
}

function isPipeline(steps: readonly RatingStep[] | RatingPipeline): steps is RatingPipeline {
  return !Array.isArray(steps);
}
