import type { PolicyPricing } from "./policyPricing.js";
import type { ImpactTablesSpec } from "./resolveImpactTables.js";

/** What each pricing worker is started with. */
export interface ImpactWorkerData {
  readonly from: ImpactTablesSpec;
  readonly to: ImpactTablesSpec;
}

/** One line of the book, with its 1-based line number. */
export interface BookLine {
  readonly line: number;
  readonly text: string;
}

/** Main thread to worker: price these lines. */
export interface PriceBatchMessage {
  readonly lines: readonly BookLine[];
}

/** Worker to main thread. Batches are answered in the order they were sent. */
export type ImpactWorkerMessage =
  | { readonly type: "ready" }
  | { readonly type: "failed"; readonly message: string; readonly details?: string }
  | { readonly type: "priced"; readonly results: readonly PolicyPricing[] };
