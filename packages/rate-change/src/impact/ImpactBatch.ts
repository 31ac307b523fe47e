import type { PolicyChange, PolicyFailure } from "./ImpactAccumulator.js";

/**
 * What a pricing thread sends back for one batch of a book: everything the report needs from
 * those policies, compact, instead of one object per policy. The accumulator merges batches in
 * book order (`ImpactAccumulator.addBatch`), which gives exactly the summary that adding each
 * policy would (see ImpactBatchCollector).
 */
export interface ImpactBatch {
  /** Lines of the book in the batch, blank ones included (the reader checks it against its own count). */
  readonly lines: number;
  /** Non-blank lines: the policies read. */
  readonly policies: number;
  /** The percentage change of each compared policy, in book order. */
  readonly percents: Float64Array;
  /** Compared policies whose premium rose, or fell, by the exact amount. */
  readonly increased: number;
  readonly decreased: number;
  /** Exact sums of the compared policies' premiums (on the basis), as decimal text. */
  readonly totalFrom: string;
  readonly totalTo: string;
  /** The batch's best candidates for the largest increases and decreases, in book order. */
  readonly increaseCandidates: readonly PolicyChange[];
  readonly decreaseCandidates: readonly PolicyChange[];
  /** Policies that could not be compared, and the first few of them in book order. */
  readonly failed: number;
  readonly failureSamples: readonly PolicyFailure[];
  /** Versions that priced the compared policies, with counts, in the order first met. */
  readonly fromVersions: readonly (readonly [string, number])[];
  readonly toVersions: readonly (readonly [string, number])[];
  /** One `impact --out` record per policy in book order, when asked for. */
  readonly csvRecords?: readonly (readonly (string | number)[])[];
  /** With `impact --by`: each segment met, its exact premium sums and its policies' changes in book order. */
  readonly segments?: readonly { readonly values: readonly string[]; readonly totalFrom: string; readonly totalTo: string; readonly percents: readonly number[] }[];
}
