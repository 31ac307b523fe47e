/**
 * Child of measureService.ts: starts one server and prints `READY <url>` on stdout, then
 * serves until killed. Kinds: `bare` (node:http, JSON parse, fixed answer), `safeQuote`
 * (node:http calling `safeQuote` on the parsed body and answering its JSON, no adapter at
 * all), `adapter` (the public quote handler without authentication under `toNodeListener`
 * with its defaults, the global `Request`/`Response` left alone, its log entries dropped, as an
 * embedder with no logger runs it), `reference` (the reference service as `pmi-rating serve`
 * runs it with the store off: JWT verification with the test token endpoint, metrics, and its
 * pino log written to standard output), `cluster` (the reference service on
 * `BENCH_CLUSTER_WORKERS` node:cluster workers, default 2, as `pmi-rating serve --workers`
 * runs it: this script is the primary, and each worker runs it again).
 * `layer:<name>`: one layer of the reference service's request path (`startLayerServer.ts`).
 * `adapter:engine-free`: `adapter` answering each bench body's quotation worked out before it
 * started (a bound: the exchange alone, as if the engine cost nothing).
 * `safeQuote:timed`: `safeQuote`'s server timing each request's parse, quotation and
 * serialisation; `safeQuote:deferred`: the same with that work put off to `setImmediate`.
 * A line on stdin is answered with `CPU <microseconds>`, the process's CPU time so far (the lines
 * `user`, `system` and `inside` answer a part of it, `loop` the nanoseconds per request of the
 * same work in a plain loop of 2 s in this process); the line `exit` ends the process (so that
 * `node --cpu-prof` writes its profile).
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createQuoteHandler } from "../../../src/http/createQuoteHandler.js";
import { toNodeListener } from "../../service/src/http/toNodeListener.js";
import { runClusterWorker } from "../../service/src/cluster/runClusterWorker.js";
import { startServiceCluster } from "../../service/src/cluster/startServiceCluster.js";
import { createTestSigningKeyPem } from "../../service/src/cluster/testSigningKey.js";
import { startReferenceService } from "../../service/src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { startBareServer } from "./startBareServer.js";
import { startLayerServer } from "./startLayerServer.js";
import { startSafeQuoteServer } from "./startSafeQuoteServer.js";
import { loopCpuNanosecondsPerRequest } from "./loopCpuNanosecondsPerRequest.js";
import { safeQuote } from "../../../src/quote/safeQuote.js";
import { serviceBenchBodies } from "./serviceBenchBodies.js";

/** The caller's quote id of a parsed request body, or undefined. */
function quoteIdOfBody(body: unknown): unknown {
  return (body as { individualHealthCarePolicy?: { quote?: { id?: unknown } } } | null)?.individualHealthCarePolicy?.quote?.id;
}

const kind = process.argv[2];
// A cluster worker leaves stdin to its primary.
if (!cluster.isWorker) process.stdin.setEncoding("utf8");
if (!cluster.isWorker)
  process.stdin.on("data", (line: string) => {
    // `exit` ends the process normally, so that `node --cpu-prof` writes its profile.
    if (line.trim() === "exit") process.exit(0);
    // `loop`: the same work as safeQuote:timed's, with no server around it, in this process and its JIT state.
    if (line.trim() === "loop") return void process.stdout.write(`CPU ${loopCpuNanosecondsPerRequest(2000)}\n`);
    const { user, system } = process.cpuUsage();
    // `user`, `system` and `inside` (safeQuote:timed's CPU within parse, quote and serialise) split the figure.
    const parts: Readonly<Record<string, number>> = { user, system, inside: insideMicroseconds };
    process.stdout.write(`CPU ${parts[line.trim()] ?? user + system}\n`);
  });
let insideMicroseconds = 0;
let url: string;
if (kind === "bare") {
  url = (await startBareServer()).url;
} else if (kind === "safeQuote") {
  url = (await startSafeQuoteServer()).url;
} else if (kind === "safeQuote:timed" || kind === "safeQuote:deferred") {
  url = (
    await startSafeQuoteServer(
      (work) => {
        const before = process.cpuUsage();
        const result = work();
        const { user, system } = process.cpuUsage(before);
        insideMicroseconds += user + system;
        return result;
      },
      kind === "safeQuote:deferred" ? (work) => void setImmediate(work) : undefined,
    )
  ).url;
} else if (kind?.startsWith("layer:") === true) {
  // One layer of the reference service's request path (attributeService.ts).
  url = (await startLayerServer(kind.slice("layer:".length))).url;
} else if (kind === "adapter") {
  const server = createServer(toNodeListener(createQuoteHandler({ tables: defaultTables, authentication: "none", logger: () => {} })));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
} else if (kind === "adapter:engine-free") {
  // A bound, not a server to ship: the `adapter` server with every body's quotation worked out
  // before it starts and looked up by the body's quote id, so that what it spends a request is the
  // exchange alone, as if the engine cost nothing (docs/performance.md, "Service").
  const known = new Map(serviceBenchBodies().map((text) => [quoteIdOfBody(JSON.parse(text)), safeQuote(JSON.parse(text), defaultTables)] as const));
  const quote = (request: unknown) => known.get(quoteIdOfBody(request)) ?? safeQuote(request, defaultTables);
  const server = createServer(toNodeListener(createQuoteHandler({ tables: defaultTables, authentication: "none", logger: () => {}, quote })));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
} else if (kind === "reference") {
  url = (await startReferenceService({ port: 0, host: "127.0.0.1", handleSignals: false })).url;
} else if (kind === "cluster" && cluster.isWorker) {
  await runClusterWorker({ port: 0, host: "127.0.0.1" });
  // The primary reports readiness; a worker prints nothing.
  url = "";
} else if (kind === "cluster") {
  const workers = Number(process.env.BENCH_CLUSTER_WORKERS ?? 2);
  url = (await startServiceCluster({ workers, testSigningKey: await createTestSigningKeyPem() })).url;
} else {
  throw new Error(
    `serveForBench.ts: unknown kind ${kind ?? "(none)"}; bare, safeQuote, safeQuote:timed, safeQuote:deferred, adapter, adapter:engine-free, reference or cluster`,
  );
}
if (url !== "") process.stdout.write(`READY ${url}\n`);
