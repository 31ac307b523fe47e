import type { RatingPlan } from "../plan/types.js";
import type { RatingStep, StepKernel } from "../steps/types.js";
import type { RatingTables } from "../tables/types.js";

/** A step compiled over one plan: its name and its kernel. */
export interface CompiledStep {
  readonly name: string;
  readonly kernel: StepKernel;
}

/**
 * A step list compiled once over every tables version of one `RatingTables`: what a caller
 * with its own step list (or its own step with its own table) builds once with
 * `compilePipeline` and passes as `quote(request, tables, { steps: pipeline })`, so that no
 * step is compiled per quote.
 */
export interface RatingPipeline {
  readonly tables: RatingTables;
  readonly steps: readonly RatingStep[];
  /** The compiled steps of each plan of `tables.plans`, in the same order. */
  readonly compiled: readonly { readonly plan: RatingPlan; readonly steps: readonly CompiledStep[] }[];
}
