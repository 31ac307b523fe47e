import type { SelfTime } from "../profile.js";
import type { BenchFigures, BenchRow } from "./benchFigures.js";

const escapeCell = (text: string) => text.replaceAll("|", "\\|");

/** The benchmark's one table, as a Markdown table. */
export function renderMarkdownTable(rows: readonly BenchRow[]): string {
  const lines = ["| Section | Measure | Figure | Baseline (same run) | Ratio | Target | |", "|---|---|---|---|---|---|---|"];
  for (const row of rows) {
    lines.push(`| ${[row.section, row.measure, row.figure, row.baseline ?? "", row.ratio ?? "", row.target ?? "", row.verdict ?? ""].map(escapeCell).join(" | ")} |`);
  }
  return lines.join("\n");
}

/**
 * What a hot function in the profile is and what was, or could be, done about it; matched on
 * the function and file names of the profile. Functions without a note are listed bare.
 */
const PROFILE_NOTES: readonly { readonly matches: (row: SelfTime) => boolean; readonly note: string }[] = [
  {
    matches: (row) => row.functionName === "(garbage collector)",
    note: "Allocation per quote: the normalised request, every decimal result (a new `Big`, digits in an array), and the response objects. With the default steps the fused pass keeps one mutable state per member; a caller's own steps make a new state per step.",
  },
  {
    matches: (row) => row.location.includes("big.js") && /div/.test(row.functionName),
    note: "big.js division, worked to 40 places when the quotient does not terminate (about 12 µs). The engine now sends long quotients through `quotientOf` (BigInt, commit acc0ede) and turns percentages into fractions by multiplying by 0.01 (commit eda4e3f); what is left here are the divisions those do not cover.",
  },
  {
    matches: (row) => row.location.includes("big.js") && /stringify|toFixed|toString|toNumber/.test(row.functionName),
    note: "Decimal to text or number. Response money is converted from whole pennies since engine commit 753d1e7; what is left is the tax rate, cncFactor and, with `explain`, the worksheet's exact strings.",
  },
  {
    matches: (row) => row.location.includes("big.js") && /^Big$|^parse$/.test(row.functionName),
    note: "Constructing decimals: every arithmetic result is a new `Big`. Tariff numbers are decimals in the rating plan, built once per tables version; what is left is the results themselves. A scaled-integer exact decimal in place of big.js on the hot path is the next step (architecture.md).",
  },
  {
    matches: (row) => row.location.includes("big.js"),
    note: "Exact decimal arithmetic itself: the price of exactness, which the floor does not pay. Factors of exactly 1 are skipped; nothing is remembered between quotes.",
  },
  {
    matches: (row) => row.location.includes("runSteps"),
    note: "The runner's per-step member loop (`runSteps`), the same for the default list and a caller's own.",
  },
  {
    matches: (row) => row.location.includes("findPostcodeBand") || row.location.includes("steps/postcodeBand"),
    note: "The postcode band: the outward code's prefixes looked up, longest first, in the band table's Map.",
  },
  {
    matches: (row) => row.location.includes("buildQuoteResponse") || row.location.includes("instalmentsOf"),
    note: "Building the response: per member, tax detail, two instalment splits and the object literals; money is taken from whole pennies since engine commit 753d1e7. Necessary work.",
  },
  {
    matches: (row) => row.location.includes("src/validate"),
    note: "Validation and normalisation of untrusted JSON: one pass, with readers generated from the one wire description, that writes the normalised request and collects every problem.",
  },
  {
    matches: (row) => row.location.includes("src/steps") || row.location.includes("src/quote"),
    note: "Per-member rating work (a table lookup or one or two decimal operations per step) in the steps' kernels over the rating plan: small, and necessary.",
  },
];

function profileNote(row: SelfTime): string {
  return PROFILE_NOTES.find((candidate) => candidate.matches(row))?.note ?? "";
}

const whole = (value: number) => Math.round(value).toLocaleString("en-GB");
const fixed = (value: number) => (value < 10 ? value.toFixed(1) : whole(value));

/** Reading of the figures against the targets, with this run's numbers. */
function renderCommentary(figures: BenchFigures): string {
  const paragraphs: string[] = [];
  const largest = figures.engine.at(-1);
  const smallest = figures.engine[0];
  if (largest !== undefined && smallest !== undefined) {
    const floorCpu = smallest.floorCpuMicrosecondsPerQuote;
    paragraphs.push(
      `**quote() against the floor.** For a 1-member policy quote() used ${fixed(smallest.cpuMicrosecondsPerQuote)} µs of CPU and the floor ${fixed(floorCpu)} µs; ` +
        `for ${largest.members} members ${fixed(largest.cpuMicrosecondsPerQuote)} µs against ${fixed(largest.floorCpuMicrosecondsPerQuote)} µs. ` +
        `Validating the request alone took ${fixed(smallest.validationCpuMicroseconds)} µs, ${(smallest.validationCpuMicroseconds / floorCpu).toFixed(0)} times the floor's whole quote, ` +
        (10 * floorCpu > smallest.validationCpuMicroseconds
          ? `so the 10× target leaves the rating steps and the response about ${fixed(10 * floorCpu - smallest.validationCpuMicroseconds)} µs beyond validation. `
          : "so validation alone is already beyond 10 times the floor's quote, and the 10× target cannot be met while quote() validates what it is sent. ") +
        "quote() does what the floor skips: reading untrusted JSON into a normalised request with every problem reported, " +
        "exact decimal arithmetic (big.js), step-by-step rating that can explain itself, and a full response with instalments and tax detail. " +
        'What can still be cut is listed under "Where the time goes"; the floor stays the yardstick of how far that work is from the bare arithmetic.',
    );
  }
  if (figures.examples.length > 0) {
    const jsonRatios = figures.examples.map((example) => example.quoteCpuMicroseconds / example.jsonRoundTripCpuMicroseconds);
    const explainRatios = figures.examples.map((example) => example.explainCpuMicroseconds / example.quoteCpuMicroseconds);
    const validation = smallest?.validationCpuMicroseconds;
    paragraphs.push(
      `**quote() against a JSON round trip.** On the ${figures.examples.length} example requests quote() cost ${Math.min(...jsonRatios).toFixed(1)} to ${Math.max(...jsonRatios).toFixed(1)} times ` +
        `\`JSON.stringify(JSON.parse(body))\` of the same body (target 2×), and with \`explain\` ${Math.min(...explainRatios).toFixed(1)} to ${Math.max(...explainRatios).toFixed(1)} times without it (target 3×). ` +
        (validation === undefined
          ? ""
          : `Validation alone (issue 10's part) costs ${fixed(validation)} µs on a 1-member policy; a JSON round trip of an example costs ${fixed(Math.min(...figures.examples.map((example) => example.jsonRoundTripCpuMicroseconds)))} to ${fixed(Math.max(...figures.examples.map((example) => example.jsonRoundTripCpuMicroseconds)))} µs, so the 2× target leaves the rating steps and the response about as much time again as validation takes.`),
    );
  }
  const peers = figures.peers;
  const find = (prefix: string) => peers.timings.find((timing) => timing.label.startsWith(prefix));
  const ours = find("quote() sequential, plain");
  const zen = find("ZEN sequential");
  const pool = find("quote() on");
  const zenConcurrent = find("ZEN,");
  const explain = find("quote() with explain");
  const trace = find("ZEN with trace");
  if (ours !== undefined && zen !== undefined && pool !== undefined && zenConcurrent !== undefined && explain !== undefined && trace !== undefined) {
    paragraphs.push(
      `**quote() against ZEN.** Both priced the gate's ${whole(peers.gate.requests)} requests identically. Sequentially quote() did ${whole(ours.perSecond)}/s against ZEN's ${whole(zen.perSecond)}/s ` +
        `(${(ours.perSecond / zen.perSecond).toFixed(1)}×; target 30×), at ${fixed(ours.cpuMicrosecondsPerEvaluation)} against ${fixed(zen.cpuMicrosecondsPerEvaluation)} µs of CPU per evaluation. ` +
        `With ${peers.inFlight} in flight, quote() on ${peers.poolSize} worker threads did ${whole(pool.perSecond)}/s against ZEN's ${whole(zenConcurrent.perSecond)}/s; ` +
        `${pool.perSecond > ours.perSecond ? `the pool was ${(pool.perSecond / ours.perSecond).toFixed(1)} times one thread's throughput` : `the pool did less than one thread (${whole(ours.perSecond)}/s)`}: each call pays a structured clone of the request and of the response, and on ${peers.poolSize} shared cores the workers compete with the main thread and the rest of the machine. ` +
        `Explaining costs quote() ${((explain.cpuMicrosecondsPerEvaluation / ours.cpuMicrosecondsPerEvaluation - 1) * 100).toFixed(0)} % more CPU (the worksheet), ZEN ${((trace.cpuMicrosecondsPerEvaluation / zen.cpuMicrosecondsPerEvaluation - 1) * 100).toFixed(0)} % more (its trace copies every node's input and output). ` +
        `Of ZEN's ${fixed(1e6 / zen.perSecond)} µs per sequential call, ${fixed(peers.zenEvaluationMicroseconds)} µs are its own evaluation (the \`performance\` it reports); the rest is crossing from Node to Rust and back (the request in, the result out) and scheduling. ` +
        `Inside, the costliest nodes per call were ${peers.zenSlowestNodes.map((node) => `\`${node.node}\` (${fixed(node.microseconds)} µs, with trace on)`).join(", ")}: ` +
        "decision tables are scanned row by row, first hit wins, and expression nodes are interpreted for every member; our tables are pre-indexed maps and arrays, looked up in one step.",
    );
  }
  const service = figures.service;
  const bare = service.runs.find((run) => run.label.startsWith("bare"));
  const reference = service.runs.find((run) => run.label === "reference service, JWT on");
  const clustered = service.runs.find((run) => run.label.includes("workers"));
  const adapter = service.runs.find((run) => run.label.includes("JWT off"));
  if (bare !== undefined && reference !== undefined && adapter !== undefined && ours !== undefined) {
    paragraphs.push(
      `**The service.** The bare node:http server answered ${whole(bare.requestsPerSecond)} requests/s; the reference service with JWT verification ${whole(reference.requestsPerSecond)}/s ` +
        `(${((100 * reference.requestsPerSecond) / bare.requestsPerSecond).toFixed(0)} %, target 40 %), p99 ${reference.latencyP99Ms} ms (target under 10 ms); the public handler under \`toNodeListener\`'s defaults, without JWT, ${whole(adapter.requestsPerSecond)}/s. ` +
        `A single Node process answers one request at a time, so at saturation each request took about ${fixed(1e6 / adapter.requestsPerSecond)} µs of the server's thread without JWT (${fixed(1e6 / reference.requestsPerSecond)} µs with it), against ${fixed(1e6 / bare.requestsPerSecond)} µs for the bare server. ` +
        `A quote of the seeded book costs about ${fixed(ours.cpuMicrosecondsPerEvaluation)} µs of CPU on average; the remaining ${fixed(Math.max(0, 1e6 / adapter.requestsPerSecond - ours.cpuMicrosecondsPerEvaluation - 1e6 / bare.requestsPerSecond))} µs or so are the adapter's own work on top of node:http ` +
        "(reading the body, parsing the JSON and checking it for forbidden keys, the caller headers, serialising the answer, the log entry and the write; under `toNodeListener`'s defaults also a Web `Response` read back through its stream, which the reference service avoids by letting the adapter replace the globals). " +
        "The 40 % target needs the quote and the adapter together within about 2.5 times the bare server's time per request; the figures say how far each is from that. " +
        (clustered === undefined
          ? ""
          : `On ${clustered.label.replace(/^.*JWT on, /, "")} the service answered ${whole(clustered.requestsPerSecond)}/s, ${(clustered.requestsPerSecond / reference.requestsPerSecond).toFixed(2)} times one process (target 1.7×), p99 ${clustered.latencyP99Ms} ms. ` +
            `autocannon runs on the same ${figures.machineAtStart.cores} cores and needs CPU of its own, as do the other processes on this machine (load average above), so the workers cannot have a core each here: on a machine where the load generator is elsewhere the workers scale with the cores they get.`),
    );
  }
  const impact = figures.impact;
  paragraphs.push(
    (impact.stoppedAtDeadline
      ? `**impact.** \`pmi-rating impact\` on ${whole(impact.policies)} policies had not finished after ${impact.wallSeconds.toFixed(0)} s on ${impact.threads} threads and was stopped (target under 60 s per million)`
      : `**impact.** \`pmi-rating impact\` priced ${whole(impact.policies)} policies twice (versions 2026.1 and 2027.1) in ${impact.wallSeconds.toFixed(1)} s on ${impact.threads} threads ` +
        `(${whole(impact.policies / impact.wallSeconds)} policies/s; target under 60 s per million)`) +
      `, with a peak resident set of ${impact.peakRssMiB.toFixed(0)} MiB (target under 400 MB): ` +
      "the book is streamed line by line, each thread holds its own copy of the tables and one batch at a time, and the report keeps a fixed-size histogram and the top policies, never the book.",
  );
  const heap = figures.heap;
  const growth = heap.heapUsedAtEndMiB - heap.heapUsedAtCheckpointMiB;
  paragraphs.push(
    `**Memory.** After ${whole(heap.totalQuotes)} quotes heapUsed was ${heap.heapUsedAtEndMiB.toFixed(1)} MiB against ${heap.heapUsedAtCheckpointMiB.toFixed(1)} MiB at ${whole(heap.checkpointQuotes)}: ` +
      `${
        growth < 1
          ? `no growth, so quote() keeps nothing from one call to the next${growth < -1 ? ` (heapUsed even fell by ${(-growth).toFixed(1)} MiB: V8 let go of memory it still held at the first checkpoint; the same fall shows with the tsup-built bundle in plain node, so it is not tsx)` : ""}`
          : `it grew by ${growth.toFixed(1)} MiB; something is kept per call`
      }.`,
  );
  const cold = figures.coldStart;
  const dependencies = Object.entries(cold.dependencyImportMs).sort((a, b) => b[1] - a[1]);
  paragraphs.push(
    `**Cold start.** A fresh process priced its first quote ${whole(cold.toFirstQuoteMs)} ms after it started; importing pmi-rating took ${whole(cold.importLibraryMs)} ms of it. ` +
      `Imported alone in a fresh process, ${dependencies.map(([name, milliseconds]) => `${name} takes ${whole(milliseconds)} ms`).join(", ")}. ` +
      (figures.dateFnsRootImports.length > 0
        ? `date-fns is imported by its package root in ${figures.dateFnsRootImports.map((file) => `\`${file}\``).join(" and ")}, which loads every one of its modules; its per-function subpaths (e.g. \`date-fns/differenceInYears\`) load a handful.`
        : "The library imports date-fns by per-function subpaths only, which load a handful of its modules."),
  );
  return paragraphs.join("\n\n");
}

/**
 * Renders the bench journal's latest-run.md from one run's figures: the machine, the one table, whether each
 * target is met, what was measured and how, and where quote()'s time goes.
 */
export function renderPerformanceDoc(figures: BenchFigures, rows: readonly BenchRow[]): string {
  const machine = figures.machineAtStart;
  const targets = rows.filter((row) => row.verdict !== undefined);
  const peers = figures.peers;
  const ours = peers.timings.find((timing) => timing.label.startsWith("quote() sequential, plain"));
  const zen = peers.timings.find((timing) => timing.label.startsWith("ZEN sequential"));
  // tsx compiles with esbuild's keepNames, which names every inner function through `__name`
  // (V8 shows the property write as "set natives"); the published tsup build has no such calls.
  const isTsxArtifact = (row: SelfTime) => row.functionName === "__name" || row.functionName === "set natives";
  const tsxShare = figures.profile.filter(isTsxArtifact).reduce((sum, row) => sum + row.percent, 0);
  const top5 = figures.profile
    .filter((row) => !row.location.startsWith("node:") && row.location !== "bench/engine/quoteForProfile.ts" && !isTsxArtifact(row))
    .slice(0, 5);
  return `# Performance

Generated by \`npm run bench\` (\`bench/run.ts\`) on ${machine.date.slice(0, 16).replace("T", " ")} UTC${figures.quick ? ", **quick run (BENCH_QUICK=1): shorter runs, indicative only**" : ""}. Every ratio is against a
baseline measured in the same run, on the same machine, minutes apart. Speed is measured here, never asserted in tests.

## Machine

| | |
|---|---|
| CPU | ${machine.cpuModel}, ${machine.cores} cores |
| Memory | ${machine.memoryGiB} GiB |
| OS | ${machine.os} |
| Node | ${machine.node} |
| Packages | ${Object.entries(machine.packages)
    .map(([name, version]) => `${name} ${version}`)
    .join(", ")} |
| Load average (1, 5, 15 min) | ${machine.loadAverage.join(", ")} at the start; ${figures.loadAverageAtEnd.join(", ")} at the end (${figures.minutes.toFixed(1)} minutes) |

A load average above the core count means other processes were competing for the CPU while
this ran: absolute figures are then pessimistic and noisier (p99 latencies especially), while
ratios between figures of the same run hold better, because both sides ran under the same load.

## The figures

${renderMarkdownTable(rows)}

## Targets

${targets.map((row) => `- **${row.verdict}**: ${row.section}, ${row.measure}: ${row.ratio ?? row.figure} (target ${row.target}).`).join("\n")}

## Reading the figures

${renderCommentary(figures)}

## What is measured, and how

- **Engine** (\`bench/engine/measureEngine.ts\`): \`quote(request, defaultTables)\` on books of
  1,000 policies of exactly 1, 2 and 4 members, drawn from the seeded synthetic book
  (\`generateBookRequests\`, seed in \`bench/lib/benchBooks.ts\`), on one core (the main
  thread), with tinybench (warm-up, then a time budget per task). Latency percentiles are
  tinybench's per-call samples. CPU per quote is \`process.cpuUsage\` over a separate loop:
  the whole process, so V8's garbage-collection and compiler threads count too, which is why
  it can exceed the wall time per quote.
  Every benchmark script runs in a fresh \`node\`, bundled with the library sources as the
  package is built (esbuild, what tsup runs, dependencies from node_modules; \`bench/lib/bundleScript.ts\`):
  not through tsx, whose \`keepNames\` wraps every closure in a \`__name\` call that no user
  pays (5 % or more of a quote). Runs before 2026-11-23 used tsx, so their engine figures are
  not comparable with these.
  With \`explain\` the same loop is timed with the worksheet built.
- **Varied books** (\`bench/engine/measureVariedBooks.ts\`): books of distinct, leniently spelt
  requests, each priced once, against the JSON round trip of the same texts and the floor in the
  same run (see "Varied books" in this file). No figure comes from one request priced again and again.
- **The physical floor** (\`bench/floor/\`): the same tariff in plain \`number\` arithmetic,
  lookups pre-indexed from \`defaultTables\` when compiled, no validation, no worksheet, no
  response object. It is what the arithmetic of the tariff costs in JavaScript; \`quote()\`
  also validates untrusted JSON, works in exact decimals and builds a full response.
  Documented difference: binary floating point cannot hold most decimal amounts, so the floor
  nudges by a relative 10⁻¹² before rounding so that exact half pennies round as exact
  decimals do; on the gate's requests it agrees with \`quote()\` to the penny.
- **Memory** (\`bench/engine/measureHeap.ts\`, \`--expose-gc\`): heapUsed after two full
  collections at ${whole(figures.heap.checkpointQuotes)} quotes and at ${whole(figures.heap.totalQuotes)} (\`BENCH_QUOTES\` changes it).
- **Cold start** (\`bench/engine/measureColdStart.ts\`): the entry points built with tsup as
  the published package is (ESM, one file per entry, dependencies in node_modules), then a
  fresh \`node\` process without tsx, median of ${figures.coldStart.runs} runs: start, \`import\` of the library, of the default tables (rebuilt
  from their compiled snapshot), the first quote, and \`loadTables\` from the CSV folder.
- **The peer, GoRules ZEN** (\`bench/zen/\`, @gorules/zen-engine ${machine.packages["@gorules/zen-engine"]}: a Rust core behind Node
  bindings). \`generateTariffGraph(defaultTables)\` writes the tariff as one JDM decision graph
  of ${peers.graph.nodes} nodes and ${whole(peers.graph.decisionTableRows)} decision-table rows, generated from our tables, never by hand
  (\`npx tsx bench/zen/writeTariffGraph.ts\` saves it to open in the GoRules editor). It covers
  what the book's requests use: every tables version (chosen by \`priceRequiredDate\`), New
  Business, MTC and Renewal, the postcode band by longest outward-code prefix, age band ×
  postcode band base rates, underwriting, every option (levels, freeOption waiver, Protected
  NCD by \`pncdInd\`), NCD, adjustments, wellness, payment method, psDiscount, monthsFree,
  capping and collaring, Price Beater (first quote and requote), the minimum premium, rounding
  and IPT. It does not validate, warn, build a worksheet or instalments. ZEN computes in
  decimals (rust_decimal, 28 significant digits) and \`round\` rounds half away from zero,
  the tables' half-up; \`toZenInput\` flattens members out of their categories (a JDM loop
  node iterates one array) and runs inside every timed ZEN call.
  **Equivalence gate first**: on ${whole(peers.gate.requests)} seeded requests (${whole(peers.gate.members)} members) \`quote()\`, the floor and
  the graph must give the same member net premiums to the penny, or nothing is timed
  (\`bench/peers/checkEquivalence.ts\`; \`test/bench/equivalence.test.ts\` runs it on 1,000 in
  \`npm test\`). This run: ${peers.gate.mismatches} differences.
  Timings (\`bench/peers/measurePeers.ts\`): sequential (ZEN awaited; ours as a plain call and
  inside an \`async\` function), concurrent (ZEN's native binding has no worker pool of its
  own: \`evaluate\` runs on its Rust async runtime, which added ${peers.zenThreads} threads to the process;
  ${peers.inFlight} evaluations in flight, against \`quote()\` on a worker_threads pool of ${peers.poolSize}, the
  machine's parallelism, with ${peers.inFlight} in flight and the response structured-cloned back), and
  with explanations (ZEN \`trace: true\` against our \`explain\`). CPU per evaluation is
  \`process.cpuUsage\` of the whole process, every thread counted.
- **Service** (\`bench/service/measureService.ts\`): autocannon, ${figures.service.connections} keep-alive connections, ${figures.service.rounds} rounds of ${figures.service.durationSeconds} s
  (the order reversed each round) after an unreported warm-up, a varied mix: ${whole(figures.service.bodies)} distinct requests of the
  seeded book (mean ${whole(figures.service.meanBodyBytes)} bytes) sent in turn on every connection, the same mix to every server, each in its own process:
  a bare \`node:http\` server that parses the JSON body and answers a fixed JSON quotation;
  node:http calling \`safeQuote\` (no adapter); the public handler (\`createQuoteHandler\`, no
  authentication) under \`toNodeListener\` with its defaults; the reference service
  (\`startReferenceService\`, store off) with a token from its test endpoint \`POST /oauth2/token\`
  (JWT on, ES256), its pino log written to a pipe this benchmark reads; then, alone, the same on
  2 node:cluster workers as \`pmi-rating serve --workers 2\` runs it. CPU per request is the server
  process's own (\`process.cpuUsage\`), the figure that other work on the machine disturbs least.
  Load average ${figures.service.loadAverageAtStart.join(", ")} at the start of the service runs, ${figures.service.loadAverageAtEnd.join(", ")} at their end.
  A run with any error, timeout or non-2xx answer fails the benchmark.
- **impact** (\`bench/impact/measureImpact.ts\`): the \`pmi-rating\` binary built as \`npm run build\`
  builds it, in a fresh \`node\`, \`impact --from-version 2026.1 --to-version 2027.1\` on a seeded
  book of ${whole(figures.impact.policies)} policies (generated once by \`pmi-rating book\` into bench/.cache, not timed), with its
  default threads (one per core). Wall time from spawn to exit; peak resident set from the
  kernel's high-water mark (\`VmHWM\` in /proc, polled every 50 ms; threads share the process).

## Where the time goes

The engine's hot path was tuned from earlier profiles; what was slow, each change, and the
before and after measured in one run are in [performance-tuning.md](performance-tuning.md).

\`npx tsx bench/profile.ts\` runs \`quote()\` over the seeded book under \`node --cpu-prof\` and
sums self time per function (the profile is kept in \`bench/.cache/profiles/\`). Top five of
this run, as a share of busy time (module loading at start-up left out, and ${tsxShare.toFixed(1)} % spent in
tsx's \`__name\` helper, which the published build does not contain):

| Self time | Function | Where | What was or could be done |
|---|---|---|---|
${top5.map((row) => `| ${row.percent.toFixed(1)} % | \`${escapeCell(row.functionName)}\` | ${escapeCell(row.location)} | ${escapeCell(profileNote(row))} |`).join("\n")}

${ours !== undefined && zen !== undefined ? `On this tariff \`quote()\` priced ${(ours.perSecond / zen.perSecond).toFixed(1)} times as many requests a second as ZEN sequentially, using ${(zen.cpuMicrosecondsPerEvaluation / ours.cpuMicrosecondsPerEvaluation).toFixed(1)} times less CPU per evaluation.` : ""}

## How to run

\`\`\`sh
npm run bench                          # everything, writes this file (about 10 minutes on 2 cores)
BENCH_QUICK=1 npm run bench            # short runs (200,000 quotes for memory, 3 s per service run, impact on 100,000 policies)
BENCH_QUOTES=2000000 npm run bench     # longer memory run
npx tsx bench/profile.ts --top 20      # the CPU profile alone
npx tsx bench/zen/writeTariffGraph.ts  # the ZEN graph as JSON, for the GoRules editor
npx vitest run test/bench              # the equivalence gate as a test
\`\`\`
`;
}
