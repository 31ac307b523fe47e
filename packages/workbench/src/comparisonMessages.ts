import type { ImpactBasis } from "@pmi-rating/rate-change";
import type { ParsedTables } from "pmi-rating";
import type { BookSource } from "./bookLines.js";
import type { ImpactReport } from "./impactReport.js";

/** One side of a comparison: the tables (as parsed data, which a worker can receive) and the version to pin, "" for the version in force on each policy's price date. */
export interface ComparisonSide {
  readonly tables: ParsedTables;
  readonly version: string;
}

/** Page to worker: run one comparison. */
export interface RunComparisonMessage {
  readonly type: "run";
  readonly from: ComparisonSide;
  readonly to: ComparisonSide;
  readonly book: BookSource;
  readonly basis: ImpactBasis;
  readonly largest: number;
}

/** Worker to page. */
export type ComparisonWorkerMessage =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  | { readonly type: "done"; readonly report: ImpactReport; readonly moverRequests: Readonly<Record<number, string>> }
  | { readonly type: "failed"; readonly message: string };
