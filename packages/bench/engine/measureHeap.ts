/**
 * Child benchmark (run with --expose-gc): prices distinct requests, none repeated (a lenient
 * book generated one request at a time, so it is never in memory), and compares heapUsed after
 * a full GC at 100,000 quotes and at the end (1,000,000; BENCH_QUOTES or a quick run changes
 * it). Equal heaps mean quote() keeps nothing per call, whatever the requests.
 */
import { quote } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { generateBookRequests } from "../../rate-change/src/book/generateBook.js";
import { BENCH_SEED } from "../lib/benchBooks.js";
import { isQuickRun, printResult } from "../lib/runChild.js";

export interface HeapFigures {
  readonly checkpointQuotes: number;
  readonly totalQuotes: number;
  readonly heapUsedAtCheckpointMiB: number;
  readonly heapUsedAtEndMiB: number;
  readonly seconds: number;
}

const collect = (globalThis as { gc?: () => void }).gc;
if (collect === undefined) throw new Error("measureHeap.ts needs node --expose-gc");
const total = Number(process.env.BENCH_QUOTES ?? (isQuickRun ? 200_000 : 1_000_000));
const checkpoint = Math.min(100_000, total);

function heapAfterGcMiB(): number {
  // Twice: the first pass may only promote what the second frees.
  collect?.();
  collect?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const started = performance.now();
let sink = 0;
let atCheckpoint = Number.NaN;
let index = 0;
for (const request of generateBookRequests(total, BENCH_SEED, defaultTables, { lenient: true })) {
  sink += quote(request, defaultTables).netPrice;
  index += 1;
  if (index === checkpoint) atCheckpoint = heapAfterGcMiB();
}
const atEnd = heapAfterGcMiB();
if (Number.isNaN(sink)) throw new Error("unreachable");
printResult({
  checkpointQuotes: checkpoint,
  totalQuotes: total,
  heapUsedAtCheckpointMiB: atCheckpoint,
  heapUsedAtEndMiB: atEnd,
  seconds: (performance.now() - started) / 1000,
} satisfies HeapFigures);
