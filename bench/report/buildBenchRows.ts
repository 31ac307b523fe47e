import type { PeerTiming } from "../peers/measurePeers.js";
import type { BenchFigures, BenchRow } from "./benchFigures.js";

const whole = (value: number) => Math.round(value).toLocaleString("en-GB");
const micros = (value: number) => `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : whole(value)} µs`;
const times = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)}×`;
const verdict = (met: boolean) => (met ? "met" : "NOT met");

function timing(figures: BenchFigures, prefix: string): PeerTiming {
  const found = figures.peers.timings.find((candidate) => candidate.label.startsWith(prefix));
  if (found === undefined) throw new Error(`no peer timing "${prefix}"`);
  return found;
}

/**
 * Turns the figures of one run into the rows of the benchmark's one table: every figure, and
 * every ratio against a baseline measured in the same run, with the targets of the issue
 * "Benchmarks against the peers" and whether each is met.
 *
 * @example
 * buildBenchRows(figures).find((row) => row.measure.startsWith("quote() ÷ floor"))?.verdict;
 */
export function buildBenchRows(figures: BenchFigures): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const size of figures.engine) {
    const section = `Engine, ${size.members}-member policies (1 core)`;
    const slowdown = size.floorQuotesPerSecond / size.quotesPerSecond;
    rows.push(
      { section, measure: "quote() throughput", figure: `${whole(size.quotesPerSecond)} quotes/s` },
      { section, measure: "quote() latency p50 / p99", figure: `${micros(size.p50Microseconds)} / ${micros(size.p99Microseconds)}` },
      { section, measure: "quote() CPU per quote", figure: micros(size.cpuMicrosecondsPerQuote) },
      {
        section,
        measure: "of which validating the request (validateQuoteRequest alone)",
        figure: micros(size.validationCpuMicroseconds),
        ratio: `${((100 * size.validationCpuMicroseconds) / size.cpuMicrosecondsPerQuote).toFixed(0)} % of quote()`,
      },
      {
        section,
        measure: "quote() time ÷ plain-number floor time",
        figure: `${micros(1e6 / size.quotesPerSecond)} per quote`,
        baseline: `floor ${micros(1e6 / size.floorQuotesPerSecond)} (${whole(size.floorQuotesPerSecond)}/s)`,
        ratio: times(slowdown),
        target: "≤ 3×",
        verdict: verdict(slowdown <= 3),
      },
    );
  }
  const heap = figures.heap;
  const growth = heap.heapUsedAtEndMiB - heap.heapUsedAtCheckpointMiB;
  rows.push({
    section: "Engine, memory",
    measure: `heapUsed after GC at ${whole(heap.totalQuotes)} quotes`,
    figure: `${heap.heapUsedAtEndMiB.toFixed(1)} MiB`,
    baseline: `${heap.heapUsedAtCheckpointMiB.toFixed(1)} MiB at ${whole(heap.checkpointQuotes)}`,
    ratio: `${growth >= 0 ? "+" : ""}${growth.toFixed(2)} MiB`,
    target: "no growth (< 1 MiB)",
    verdict: verdict(growth < 1),
  });
  const cold = figures.coldStart;
  rows.push(
    { section: "Engine, cold start (fresh node, built with tsup)", measure: "node start → ready", figure: `${cold.processStartMs.toFixed(1)} ms` },
    { section: "Engine, cold start (fresh node, built with tsup)", measure: "import pmi-rating", figure: `${cold.importLibraryMs.toFixed(1)} ms` },
    { section: "Engine, cold start (fresh node, built with tsup)", measure: "import pmi-rating/tables (compiles the default tables)", figure: `${cold.importDefaultTablesMs.toFixed(1)} ms` },
    { section: "Engine, cold start (fresh node, built with tsup)", measure: "first quote()", figure: `${cold.firstQuoteMs.toFixed(1)} ms` },
    { section: "Engine, cold start (fresh node, built with tsup)", measure: "process start → first quote priced", figure: `${cold.toFirstQuoteMs.toFixed(1)} ms` },
    { section: "Engine, cold start (fresh node, built with tsup)", measure: "loadTables(tables/) from the CSV files", figure: `${cold.loadCsvTablesMs.toFixed(1)} ms` },
    ...Object.entries(cold.dependencyImportMs).map(([dependency, milliseconds]) => ({
      section: "Engine, cold start (fresh node, built with tsup)",
      measure: `for comparison: import ${dependency} by its package root, alone`,
      figure: `${milliseconds.toFixed(1)} ms`,
    })),
  );

  const peers = figures.peers;
  const section = `Peers, seeded book (gate: ${whole(peers.gate.requests)} requests, ${whole(peers.gate.members)} members, ${peers.gate.mismatches} differ)`;
  const ours = timing(figures, "quote() sequential, plain");
  const oursAsync = timing(figures, "quote() sequential, awaited");
  const floor = timing(figures, "floor");
  const zen = timing(figures, "ZEN sequential");
  const pool = timing(figures, "quote() on");
  const zenConcurrent = timing(figures, "ZEN,");
  const explain = timing(figures, "quote() with explain");
  const trace = timing(figures, "ZEN with trace");
  const pair = (measure: string, mine: PeerTiming, theirs: PeerTiming, target?: { text: string; met: (ratio: number) => boolean }): BenchRow[] => {
    const ratio = mine.perSecond / theirs.perSecond;
    return [
      {
        section,
        measure: `${measure}: throughput`,
        figure: `${whole(mine.perSecond)}/s`,
        baseline: `${theirs.label} ${whole(theirs.perSecond)}/s`,
        ratio: times(ratio),
        ...(target === undefined ? {} : { target: target.text, verdict: verdict(target.met(ratio)) }),
      },
      {
        section,
        measure: `${measure}: CPU per evaluation`,
        figure: micros(mine.cpuMicrosecondsPerEvaluation),
        baseline: micros(theirs.cpuMicrosecondsPerEvaluation),
        ratio: `${times(theirs.cpuMicrosecondsPerEvaluation / mine.cpuMicrosecondsPerEvaluation)} less CPU`,
      },
    ];
  };
  rows.push(
    ...pair("quote() vs ZEN, sequential", ours, zen, { text: "≥ 10×", met: (ratio) => ratio >= 10 }),
    ...pair("quote() in an async wrapper vs ZEN, sequential", oursAsync, zen),
    ...pair(`quote() on ${peers.poolSize} worker threads vs ZEN, ${peers.inFlight} in flight`, pool, zenConcurrent),
    ...pair("quote() with explain vs ZEN with trace", explain, trace),
    ...pair("floor vs quote(), sequential", floor, ours),
  );

  const service = figures.service;
  const bare = service.runs.find((run) => run.label.startsWith("bare"));
  const serviceSection = `Service, ${service.connections} connections, ${service.durationSeconds} s, keep-alive (every run: 0 errors, 0 non-2xx)`;
  for (const run of service.runs) {
    const share = bare === undefined ? Number.NaN : run.requestsPerSecond / bare.requestsPerSecond;
    const jwtOn = run.label.includes("JWT on");
    rows.push({
      section: serviceSection,
      measure: `${run.label}: requests/s, p50 / p99`,
      figure: `${whole(run.requestsPerSecond)}/s, ${run.latencyP50Ms} / ${run.latencyP99Ms} ms`,
      ...(run === bare || bare === undefined ? {} : { baseline: `bare ${whole(bare.requestsPerSecond)}/s`, ratio: `${(share * 100).toFixed(0)} %` }),
      ...(jwtOn ? { target: "≥ 70 % of bare, p99 < 10 ms", verdict: verdict(share >= 0.7 && run.latencyP99Ms < 10) } : {}),
    });
  }
  return rows;
}
