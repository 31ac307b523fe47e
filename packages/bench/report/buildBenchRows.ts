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
 * "Speed: a quote in a third of the time, and a service that uses every core" and whether
 * each is met.
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
        measure: "quote() with explain: CPU per quote",
        figure: micros(size.explainCpuMicrosecondsPerQuote),
        baseline: `without explain ${micros(size.cpuMicrosecondsPerQuote)}`,
        ratio: times(size.explainCpuMicrosecondsPerQuote / size.cpuMicrosecondsPerQuote),
        target: "≤ 3×",
        verdict: verdict(size.explainCpuMicrosecondsPerQuote <= 3 * size.cpuMicrosecondsPerQuote),
      },
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
        target: "≤ 10×",
        verdict: verdict(slowdown <= 10),
      },
    );
  }
  const examplesSection = "Engine, example requests (examples/requests, 1 core)";
  for (const example of figures.examples) {
    const jsonRatio = example.quoteCpuMicroseconds / example.jsonRoundTripCpuMicroseconds;
    const explainRatio = example.explainCpuMicroseconds / example.quoteCpuMicroseconds;
    rows.push(
      {
        section: examplesSection,
        measure: `${example.example}: quote() CPU ÷ JSON round trip of its ${whole(example.bodyBytes)} bytes`,
        figure: micros(example.quoteCpuMicroseconds),
        baseline: `JSON.parse + stringify ${micros(example.jsonRoundTripCpuMicroseconds)}`,
        ratio: times(jsonRatio),
        target: "≤ 2×",
        verdict: verdict(jsonRatio <= 2),
      },
      {
        section: examplesSection,
        measure: `${example.example}: with explain ÷ without`,
        figure: micros(example.explainCpuMicroseconds),
        baseline: `without ${micros(example.quoteCpuMicroseconds)}`,
        ratio: times(explainRatio),
        target: "≤ 3×",
        verdict: verdict(explainRatio <= 3),
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
    {
      section: "Engine, cold start (fresh node, built with tsup)",
      measure: "import pmi-rating/tables (rebuilds the default tables from their compiled snapshot)",
      figure: `${cold.importDefaultTablesMs.toFixed(1)} ms`,
    },
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
    ...pair("quote() vs ZEN, sequential", ours, zen, { text: "≥ 30×", met: (ratio) => ratio >= 30 }),
    ...pair("quote() in an async wrapper vs ZEN, sequential", oursAsync, zen),
    ...pair(`quote() on ${peers.poolSize} worker threads vs ZEN, ${peers.inFlight} in flight`, pool, zenConcurrent),
    ...pair("quote() with explain vs ZEN with trace", explain, trace),
    ...pair("floor vs quote(), sequential", floor, ours),
  );

  const service = figures.service;
  const bare = service.runs.find((run) => run.label.startsWith("bare"));
  const serviceSection = `Service, ${service.bodies} distinct bodies, ${service.connections} connections, ${service.durationSeconds} s × ${service.rounds}, keep-alive (every run: 0 errors, 0 non-2xx)`;
  const oneProcess = service.runs.find((run) => run.label === "reference service, JWT on");
  for (const run of service.runs) {
    const share = bare === undefined ? Number.NaN : run.requestsPerSecond / bare.requestsPerSecond;
    const jwtOn = run === oneProcess;
    if (run.label.includes("workers") && oneProcess !== undefined) {
      const scale = run.requestsPerSecond / oneProcess.requestsPerSecond;
      rows.push({
        section: serviceSection,
        measure: `${run.label}: requests/s, p50 / p99`,
        figure: `${whole(run.requestsPerSecond)}/s, ${run.latencyP50Ms} / ${run.latencyP99Ms} ms`,
        baseline: `one process ${whole(oneProcess.requestsPerSecond)}/s`,
        ratio: times(scale),
        target: "≥ 1.7× one process",
        verdict: verdict(scale >= 1.7),
      });
      continue;
    }
    rows.push({
      section: serviceSection,
      measure: `${run.label}: requests/s, p50 / p99`,
      figure: `${whole(run.requestsPerSecond)}/s, ${run.latencyP50Ms} / ${run.latencyP99Ms} ms${run.cpuMicrosecondsPerRequest === null ? "" : `, ${whole(run.cpuMicrosecondsPerRequest)} µs CPU per request`}`,
      ...(run === bare || bare === undefined ? {} : { baseline: `bare ${whole(bare.requestsPerSecond)}/s`, ratio: `${(share * 100).toFixed(0)} %` }),
      ...(jwtOn ? { target: "≥ 40 % of bare, p99 < 10 ms", verdict: verdict(share >= 0.4 && run.latencyP99Ms < 10) } : {}),
    });
  }
  const impact = figures.impact;
  const impactSection = `CLI impact, ${whole(impact.policies)} policies (${(impact.bookBytes / 2 ** 20).toFixed(0)} MiB of NDJSON), ${impact.threads} threads`;
  // The targets are for 1,000,000 policies; a smaller (quick) run is judged pro rata for time, as is for memory.
  const timeBudget = (60 * impact.policies) / 1_000_000;
  rows.push(
    {
      section: impactSection,
      measure: "wall time, every policy priced twice",
      figure: impact.stoppedAtDeadline ? `stopped at ${impact.wallSeconds.toFixed(0)} s, unfinished` : `${impact.wallSeconds.toFixed(1)} s`,
      ...(impact.stoppedAtDeadline ? {} : { baseline: `${whole(impact.policies / impact.wallSeconds)} policies/s` }),
      target: impact.policies === 1_000_000 ? "< 60 s" : `< ${timeBudget.toFixed(1)} s (60 s per million)`,
      verdict: verdict(!impact.stoppedAtDeadline && impact.wallSeconds < timeBudget),
    },
    {
      section: impactSection,
      measure: "peak resident set size (VmHWM)",
      figure: `${impact.peakRssMiB.toFixed(0)} MiB`,
      target: "< 400 MB",
      verdict: verdict(impact.peakRssMiB * 2 ** 20 < 400e6),
    },
  );
  return rows;
}
