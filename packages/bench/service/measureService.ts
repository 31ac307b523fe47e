/**
 * Child benchmark: the service against a bare node:http server on a varied mix. 1,000 distinct
 * requests of the seeded book (`mixedBook`), sent in turn by each of 10 keep-alive autocannon
 * connections, to every server alike, each server in its own process:
 *
 * - `bare`: node:http reading the body, parsing its JSON and answering a fixed quotation: the
 *   most a Node server does per request with no rating, checks or security (the baseline);
 * - `safeQuote`: node:http calling `safeQuote` on the parsed body, no adapter (the floor of a
 *   priced request);
 * - `adapter`: the public handler (`createQuoteHandler`, no authentication) under
 *   `toNodeListener` with its defaults, the embedder's global `Request`/`Response` left alone;
 * - `reference`: the reference service as `pmi-rating serve` runs it (store off): Hono router,
 *   JWT verification (a token from its test endpoint), metrics, and its pino log written to
 *   standard output, a pipe this process reads;
 * - then, alone, the reference service on 2 node:cluster workers (`serve --workers 2`).
 *
 * The one-process servers are measured in rounds (the order reversed each round) after an
 * unreported warm-up, so that each ratio to bare compares runs seconds apart. Reported per
 * server: requests/s, p50 and p99 latency, and the server process's CPU per request (the robust
 * figure on a shared machine: autocannon and other work compete for the cores, not for that
 * process's CPU time); the load average at the start and the end.
 *
 * BENCH_SERVICE_SECONDS per run (default 10, 3 on a quick run), BENCH_SERVICE_ROUNDS (default 2, 1),
 * BENCH_SERVICE_WARMUP_SECONDS per server before the rounds (default 3, 1).
 */
import os from "node:os";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../../service/src/index.js";
import { serviceBenchBodies } from "./serviceBenchBodies.js";
import { isQuickRun, printResult } from "../lib/runChild.js";
import { driveWithAutocannon, type LoadFigures } from "./driveWithAutocannon.js";
import { startBenchServer, type BenchServer } from "./startBenchServer.js";

/** One server's figures: the mean of its rounds (latencies: the worst round). */
export interface ServiceRun extends LoadFigures {
  readonly label: string;
  /** The server process's CPU time per request answered, in microseconds (null for the cluster, whose workers are other processes). */
  readonly cpuMicrosecondsPerRequest: number | null;
  /** Requests/s of each round, in order. */
  readonly roundsPerSecond: readonly number[];
}

export interface ServiceFigures {
  readonly connections: number;
  readonly durationSeconds: number;
  readonly rounds: number;
  /** Distinct request bodies, and their mean size in bytes. */
  readonly bodies: number;
  readonly meanBodyBytes: number;
  readonly loadAverageAtStart: readonly number[];
  readonly loadAverageAtEnd: readonly number[];
  readonly runs: readonly ServiceRun[];
}

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const connections = 10;
const durationSeconds = Number(process.env.BENCH_SERVICE_SECONDS ?? (isQuickRun ? 3 : 10));
const rounds = Number(process.env.BENCH_SERVICE_ROUNDS ?? (isQuickRun ? 1 : 2));
const clusterWorkers = 2;
// A server is still compiling with TurboFan well after 3 s of the varied mix (bench/service/traceServiceGc.ts
// with --trace-opt: the reference service ~200 compilations in the next 8 s, ~30 after 25 s), and
// the process CPU measured includes the compiler's threads: BENCH_SERVICE_WARMUP_SECONDS lengthens it.
const warmUpSeconds = Number(process.env.BENCH_SERVICE_WARMUP_SECONDS ?? (isQuickRun ? 1 : 3));
const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

async function fetchTestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || body.access_token === undefined) throw new Error(`the test token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

const bodies = serviceBenchBodies();
const firstBody = bodies[0]!;
const callerHeaders = { "correlation-id": "bench-service-0001", "requesting-system": "BOOK-GENERATOR" };
const labels: Readonly<Record<string, string>> = {
  bare: "bare node:http (JSON parse, fixed answer)",
  safeQuote: "node:http calling safeQuote (no adapter)",
  adapter: "public handler under toNodeListener, JWT off",
  reference: "reference service, JWT on",
  cluster: `reference service, JWT on, ${clusterWorkers} workers (serve --workers ${clusterWorkers})`,
};

/** Starts a server, checks every body of the mix is answered 200, and warms it up (not reported). */
async function prepare(server: BenchServer): Promise<{ url: string; headers: Record<string, string> }> {
  const authenticated = server.kind === "reference" || server.kind === "cluster";
  const headers = authenticated ? { ...callerHeaders, authorization: `Bearer ${await fetchTestToken(server.url)}` } : callerHeaders;
  const url = `${server.url}${QUOTE_PATH}`;
  const probe = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: firstBody });
  if (!probe.ok) throw new Error(`${server.kind}: a probe request was answered ${probe.status}: ${await probe.text()}`);
  await driveWithAutocannon({ url, body: firstBody, bodies, headers, connections, durationSeconds: warmUpSeconds, label: server.kind });
  return { url, headers };
}

const loadAverageAtStart = loadAverage();
const runs: ServiceRun[] = [];
const servers: BenchServer[] = [];
try {
  for (const kind of ["bare", "safeQuote", "adapter", "reference"]) servers.push(await startBenchServer(kind));
  const loads = new Map<string, { url: string; headers: Record<string, string> }>();
  for (const server of servers) loads.set(server.kind, await prepare(server));
  const measured = new Map<string, { figures: LoadFigures[]; cpu: number[] }>();
  for (let round = 0; round < rounds; round += 1) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const before = await server.cpuMicroseconds();
      const figures = await driveWithAutocannon({ ...loads.get(server.kind)!, body: firstBody, bodies, connections, durationSeconds, label: server.kind });
      const cpu = (await server.cpuMicroseconds()) - before;
      const entry = measured.get(server.kind) ?? { figures: [], cpu: [] };
      entry.figures.push(figures);
      entry.cpu.push(cpu / figures.requests);
      measured.set(server.kind, entry);
    }
  }
  for (const server of servers) {
    const { figures, cpu } = measured.get(server.kind)!;
    const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    runs.push({
      label: labels[server.kind]!,
      requestsPerSecond: mean(figures.map((run) => run.requestsPerSecond)),
      latencyP50Ms: Math.max(...figures.map((run) => run.latencyP50Ms)),
      latencyP99Ms: Math.max(...figures.map((run) => run.latencyP99Ms)),
      requests: figures.reduce((sum, run) => sum + run.requests, 0),
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      cpuMicrosecondsPerRequest: Math.round(mean(cpu) * 10) / 10,
      roundsPerSecond: figures.map((run) => Math.round(run.requestsPerSecond)),
    });
  }
} finally {
  for (const server of servers) server.child.kill("SIGKILL");
}

// The cluster alone: its two workers want both cores, which the one-process servers above would share.
const cluster = await startBenchServer("cluster", { BENCH_CLUSTER_WORKERS: String(clusterWorkers) });
try {
  const load = await prepare(cluster);
  const figures = await driveWithAutocannon({ ...load, body: firstBody, bodies, connections, durationSeconds, label: "cluster" });
  runs.push({ label: labels.cluster!, ...figures, cpuMicrosecondsPerRequest: null, roundsPerSecond: [Math.round(figures.requestsPerSecond)] });
} finally {
  cluster.child.kill();
}

printResult({
  connections,
  durationSeconds,
  rounds,
  bodies: bodies.length,
  meanBodyBytes: Math.round(bodies.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / bodies.length),
  loadAverageAtStart,
  loadAverageAtEnd: loadAverage(),
  runs,
} satisfies ServiceFigures);
// The servers' pipes and a cluster primary still draining its workers would keep this process alive.
process.exit(0);
