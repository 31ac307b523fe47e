import type { ImpactBatchOptions } from "./ImpactBatchCollector.js";
import type { OverlongLine } from "./readBookBatches.js";

/** What each pricing worker is started with: both sides' tables, and what to summarise. */
export interface ImpactWorkerData {
  readonly from: ImpactTablesSpec;
  readonly to: ImpactTablesSpec;
  readonly batch: ImpactBatchOptions;
}

/** One line of the book, with its 1-based line number. */
export interface BookLine {
  readonly line: number;
  readonly text: string;
}

/** Main thread to worker: price these lines (whole lines of the book, as UTF-8 bytes; the buffer is transferred). */
export interface PriceBatchMessage {
  readonly bytes: Uint8Array;
  readonly firstLine: number;
  /** Lines over the maximum length, blank in `bytes`, to report as failed. */
  readonly overlongLines: readonly OverlongLine[];
}

/** One side of an impact run: a tables folder (the shipped tables when absent) and a version to pin. */
export interface ImpactTablesSpec {
  readonly directory?: string;
  readonly version?: string;
  /** The option names, for messages: "--from"/"--from-version" or "--to"/"--to-version". */
  readonly side: "from" | "to";
}
