/**
 * Child benchmark: the HTTP adapter's own overhead, for A/B work on the bridge. Servers, each
 * in its own process, all with the same body (the first request of the seeded book), driven in
 * turn by autocannon (10 keep-alive connections) in alternating rounds, the order reversed each
 * round: bare node:http (JSON parse, fixed answer); node:http calling `safeQuote` directly (no
 * adapter); the quote adapter without authentication through toNodeListener's direct path and
 * through the standard path (a Web Request/Response per exchange); the reference service (JWT
 * on, metrics, log lines built) through each path. For each it reports requests/s, p99 and the
 * server process's CPU per request (the robust figure on a shared machine: autocannon and
 * other work compete for the cores, but not for this process's CPU time).
 *
 * Run: npx tsx -e 'import("./bench/lib/runChild.ts").then(async ({ runChild }) => console.log(JSON.stringify(await runChild("service/measureAdapterOverhead.ts"), null, 1)))'
 * (BENCH_ADAPTER_SECONDS per round, default 4; BENCH_ADAPTER_ROUNDS, default 3).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { bundleScript } from "../lib/bundleScript.js";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../../src/service/index.js";
import { defaultTables } from "../../src/tables/default/index.js";
import { mixedBook } from "../lib/benchBooks.js";
import { printResult } from "../lib/runChild.js";
import { driveWithAutocannon } from "./driveWithAutocannon.js";

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const seconds = Number(process.env.BENCH_ADAPTER_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ADAPTER_ROUNDS ?? 3);
const kinds = ["bare", "safeQuote", "adapter", "reference"] as const;

interface Server {
  readonly kind: string;
  readonly url: string;
  readonly child: ChildProcess;
  cpuMicroseconds(): Promise<number>;
}

async function startServer(kind: string): Promise<Server> {
  const script = await bundleScript("service/serveForBench.ts");
  const child = spawn(process.execPath, [script, kind], { stdio: ["pipe", "pipe", "inherit"] });
  child.stdout.setEncoding("utf8");
  const lines: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  let buffered = "";
  child.stdout.on("data", (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const waiter = waiters.shift();
      if (waiter === undefined) lines.push(line);
      else waiter(line);
    }
  });
  const nextLine = () => new Promise<string>((resolve) => (lines.length > 0 ? resolve(lines.shift()!) : waiters.push(resolve)));
  const ready = await nextLine();
  const url = /^READY (\S+)$/.exec(ready)?.[1];
  if (url === undefined) throw new Error(`the ${kind} server said ${ready}`);
  return {
    kind,
    url,
    child,
    async cpuMicroseconds() {
      child.stdin.write("cpu\n");
      return Number(/^CPU (\d+)$/.exec(await nextLine())?.[1]);
    },
  };
}

async function fetchTestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

// A varied mix: 200 distinct policies of the seeded book, each connection sending them in turn.
const bodies = mixedBook(200, defaultTables).map((request) => JSON.stringify(request));
const body = bodies[0]!;
const callerHeaders = { "correlation-id": "bench-service-0001", "requesting-system": "BOOK-GENERATOR" };
const servers: Server[] = [];
try {
  for (const kind of kinds) servers.push(await startServer(kind));
  const loads = new Map<string, { url: string; headers: Record<string, string> }>();
  for (const server of servers) {
    const headers = server.kind.startsWith("reference") ? { ...callerHeaders, authorization: `Bearer ${await fetchTestToken(server.url)}` } : callerHeaders;
    const probe = await fetch(`${server.url}${QUOTE_PATH}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    if (!probe.ok) throw new Error(`${server.kind}: a probe request was answered ${probe.status}: ${await probe.text()}`);
    loads.set(server.kind, { url: `${server.url}${QUOTE_PATH}`, headers });
    await driveWithAutocannon({ ...loads.get(server.kind)!, body, connections: 10, durationSeconds: 2, label: server.kind });
  }
  const figures = new Map<string, { requestsPerSecond: number[]; p99Ms: number[]; cpuMicrosecondsPerRequest: number[] }>();
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const before = await server.cpuMicroseconds();
      const load = await driveWithAutocannon({ ...loads.get(server.kind)!, body, bodies, connections: 10, durationSeconds: seconds, label: server.kind });
      const cpu = (await server.cpuMicroseconds()) - before;
      const entry = figures.get(server.kind) ?? { requestsPerSecond: [], p99Ms: [], cpuMicrosecondsPerRequest: [] };
      entry.requestsPerSecond.push(Math.round(load.requestsPerSecond));
      entry.p99Ms.push(load.latencyP99Ms);
      entry.cpuMicrosecondsPerRequest.push(Math.round((cpu / load.requests) * 10) / 10);
      figures.set(server.kind, entry);
    }
  }
  printResult({
    seconds,
    rounds,
    bodies: bodies.length,
    meanBodyBytes: Math.round(bodies.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / bodies.length),
    servers: Object.fromEntries(figures),
  });
} finally {
  for (const server of servers) server.child.kill();
}
