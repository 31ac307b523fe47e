/**
 * Child benchmark: the equivalence gate, then quote() against the plain-number floor and the
 * GoRules ZEN graph of the same tariff. Refuses to time anything when the gate fails.
 *
 * Every figure is evaluations per second (wall) and CPU microseconds per evaluation
 * (`process.cpuUsage`: every thread of the process, so ZEN's native threads and our worker
 * threads are counted too).
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import { quote } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { compileFloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import { mixedBook } from "../lib/benchBooks.js";
import { measureWork } from "../lib/cpuTime.js";
import { isQuickRun, printResult } from "../lib/runChild.js";
import { createWorkerPool, runWithConcurrency } from "../lib/workerPool.js";
import { createZenTariff } from "../zen/createZenTariff.js";
import { generateTariffGraph } from "../zen/generateTariffGraph.js";
import { toZenInput } from "../zen/toZenInput.js";
import { checkEquivalence, describeMismatches } from "./checkEquivalence.js";

export interface PeerTiming {
  readonly label: string;
  readonly evaluations: number;
  readonly perSecond: number;
  readonly cpuMicrosecondsPerEvaluation: number;
}

export interface PeerFigures {
  readonly gate: { readonly requests: number; readonly members: number; readonly mismatches: number };
  readonly graph: { readonly nodes: number; readonly decisionTableRows: number };
  readonly poolSize: number;
  readonly inFlight: number;
  /** ZEN's own report of its evaluation time (its `performance` field), mean µs per sequential call. */
  readonly zenEvaluationMicroseconds: number;
  /** The graph's nodes that took longest inside ZEN (from traces), mean µs per call. */
  readonly zenSlowestNodes: readonly { readonly node: string; readonly microseconds: number }[];
  /** Threads the ZEN engine added to the process. */
  readonly zenThreads: number;
  readonly timings: readonly PeerTiming[];
}

const gateSize = Number(process.env.BENCH_GATE_SIZE ?? (isQuickRun ? 1_000 : 10_000));
const count = isQuickRun ? 2_000 : 10_000;
const poolSize = os.availableParallelism();
const inFlight = 4 * poolSize;

function threadCount(): number {
  const status = readFileSync("/proc/self/status", "utf8");
  return Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
}

const threadsBeforeZen = threadCount();
const floor = compileFloorTariff(defaultTables);
const graph = generateTariffGraph(defaultTables);
const zen = createZenTariff(graph);
const gateBook = mixedBook(gateSize, defaultTables);
const report = await checkEquivalence(gateBook, defaultTables, floor, zen);
if (report.mismatches.length > 0) {
  zen.dispose();
  throw new Error(`Equivalence gate failed, nothing timed. ${describeMismatches(report)}`);
}

const book = gateBook.slice(0, Math.min(gateBook.length, 2_000));
const raw = book as unknown as RawQuoteRequest[];
const at = (index: number) => book[index % book.length];
const rawAt = (index: number) => raw[index % raw.length] as RawQuoteRequest;

async function time(label: string, evaluations: number, run: (evaluations: number) => Promise<void> | void): Promise<PeerTiming> {
  await run(Math.max(200, Math.floor(evaluations / 10)));
  const { wallMs, cpuMs } = await measureWork(() => run(evaluations));
  return { label, evaluations, perSecond: (evaluations * 1000) / wallMs, cpuMicrosecondsPerEvaluation: (cpuMs * 1000) / evaluations };
}

// Threads ZEN's native runtime added, once it has evaluated the gate's requests (before our pool starts).
const zenThreads = threadCount() - threadsBeforeZen;
const pool = await createWorkerPool<unknown, unknown>(new URL("./quoteWorker.ts", import.meta.url), poolSize, undefined);
const timings: PeerTiming[] = [
  await time("quote() sequential, plain call", count, (n) => {
    for (let index = 0; index < n; index++) quote(at(index), defaultTables);
  }),
  await time("quote() sequential, awaited async wrapper", count, async (n) => {
    const quoteAsync = async (request: unknown) => quote(request, defaultTables);
    for (let index = 0; index < n; index++) await quoteAsync(at(index));
  }),
  await time("floor sequential", count * 10, (n) => {
    for (let index = 0; index < n; index++) floorQuote(rawAt(index), floor);
  }),
  await time("ZEN sequential, awaited evaluate", count, async (n) => {
    for (let index = 0; index < n; index++) await zen.quote(rawAt(index));
  }),
  await time(`quote() on ${poolSize} worker threads, ${inFlight} in flight`, count, (n) => runWithConcurrency(n, inFlight, (index) => pool.run(at(index)))),
  await time(`ZEN, ${inFlight} evaluations in flight`, count, (n) => runWithConcurrency(n, inFlight, (index) => zen.quote(rawAt(index)))),
  // A quarter as many with explanations: ZEN's trace is several times slower per call.
  await time("quote() with explain (worksheet)", count / 4, (n) => {
    for (let index = 0; index < n; index++) quote(at(index), defaultTables, { explain: true });
  }),
  await time("ZEN with trace: true", count / 4, async (n) => {
    for (let index = 0; index < n; index++) await zen.quote(rawAt(index), { trace: true });
  }),
];
await pool.close();

/** ZEN reports durations as text: "1.2ms", "767.3µs", "950ns". */
function microsecondsOf(duration: string | undefined): number {
  const value = Number.parseFloat(duration ?? "");
  if (duration?.endsWith("ms")) return value * 1000;
  if (duration?.endsWith("µs")) return value;
  if (duration?.endsWith("ns")) return value / 1000;
  return value * 1e6;
}
const sampled = book.slice(0, 500);
let zenInside = 0;
const byNode = new Map<string, number>();
for (const request of sampled) {
  zenInside += microsecondsOf((await zen.decision.evaluate(toZenInput(request as RawQuoteRequest))).performance);
  const traced = await zen.decision.evaluate(toZenInput(request as RawQuoteRequest), { trace: true });
  for (const node of Object.values(traced.trace ?? {})) byNode.set(node.name, (byNode.get(node.name) ?? 0) + microsecondsOf(node.performance));
}
const zenSlowestNodes = [...byNode]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 3)
  .map(([node, total]) => ({ node, microseconds: total / sampled.length }));
zen.dispose();

const tableRows = graph.nodes.reduce((rows, node) => rows + (node.type === "decisionTableNode" ? (node.content as { rules: unknown[] }).rules.length : 0), 0);
printResult({
  gate: { requests: report.requests, members: report.members, mismatches: report.mismatches.length },
  graph: { nodes: graph.nodes.length, decisionTableRows: tableRows },
  poolSize,
  inFlight,
  zenEvaluationMicroseconds: zenInside / sampled.length,
  zenSlowestNodes,
  zenThreads,
  timings,
} satisfies PeerFigures);
