/**
 * Where a benchmark server's user CPU goes, by part of the service's request path, from Linux
 * `perf` rather than `node --cpu-prof`: V8's profiler samples wall time, so on a busy machine a
 * request's share is swollen by the time its thread waited for a core (the write system call
 * showed as 29 % of the service's profile); `perf record -e cpu-clock:u` samples only the CPU
 * the process spends in user space. The server (`serveForBench.ts <kind>`, bundled) runs under
 * `node --perf-basic-prof` so that JavaScript frames have names; after a warm-up it is driven
 * with measureService's load (1,000 distinct bodies, 10 connections) while perf records it with
 * call stacks, and each sample of the main thread is given to the innermost frame that names a
 * part: a JSON builtin, a bundled module by its source file (the bundle's `// src/...` markers),
 * a package, or a node:http module. A function V8 inlined into its caller counts as the caller
 * (the quote handler's `answer` takes in the small checks it calls, for instance).
 *
 *   npx tsx bench/service/perfService.ts reference 10
 *   npx tsx bench/service/perfService.ts reference 10 --bundle /tmp/base/bench/service/.serveForBench.bundle.js
 *
 * Needs `perf` and kernel.perf_event_paranoid at most 2. The data stays in
 * bench/.cache/perf-<kind>.data for `perf report`.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundleScript } from "../lib/bundleScript.js";
import { driveWithAutocannon } from "./driveWithAutocannon.js";
import { quoteLoadOf } from "./quoteLoadOf.js";
import { readyUrlOf } from "../lib/readyUrlOf.js";

const kind = process.argv[2] ?? "reference";
const seconds = Number(process.argv[3] ?? 10);
const bundleIndex = process.argv.indexOf("--bundle");
const script = bundleIndex > 0 ? process.argv[bundleIndex + 1]! : await bundleScript("service/serveForBench.ts");
const frequency = 2000;
const directory = fileURLToPath(new URL("../.cache/", import.meta.url));
mkdirSync(directory, { recursive: true });
const data = `${directory}perf-${kind.replace(/[^a-z0-9-]/gi, "-")}.data`;

/** The parts, each recognised by the source file of a bundled module. The first that matches wins. */
const MODULE_PARTS: readonly (readonly [string, RegExp])[] = [
  ["JSON.parse + duplicate/forbidden key checks", /parseRequestJson|mayHold|duplicateKeys|findForbidden|findDuplicate/],
  ["body read (arrayBuffer, strict UTF-8)", /readRequestTextWithinLimit|decodeUtf8Strictly|readTextWithinLimit/],
  ["caller headers, query, content type", /readCallerHeaders|lookupQuery|headersReadOnce|isJsonContentType|unsupportedBodyCoding|pathAndSearchOfUrl/],
  ["auth: bearer token, verified-token cache", /authenticateRequest|createJwtVerifier|readBearerToken|formatBearer/],
  ["limiter", /createFailureLimiter|failureLimiterOf|tooManyFailures/],
  ["adapter: toNodeListener", /toNodeListener|refusalBeforeHandler/],
  ["routing (Hono)", /createServiceApp/],
  ["metrics (prom-client)", /createServiceMetrics/],
  ["log line (pino)", /createServiceLogger|startReferenceService/],
  ["connection bookkeeping", /attachConnectionBookkeeping|attachSocketGuards/],
  ["handler plumbing (exchange, answer, answerAndLog, Response)", /src\/http\//],
  ["rating: safeQuote", /src\//],
  ["bench server", /bench\//],
];
/** The parts recognised by a package's path. */
const PACKAGE_PARTS: readonly (readonly [string, string])[] = [
  ["adapter: @hono/node-server", "@hono/node-server"],
  ["routing (Hono)", "/hono/"],
  ["log line (pino)", "pino"],
  ["log line (pino)", "sonic-boom"],
  ["metrics (prom-client)", "prom-client"],
  ["auth: bearer token, verified-token cache", "lru-cache"],
  ["auth: bearer token, verified-token cache", "jose"],
  ["limiter", "rate-limiter-flexible"],
];
/** The parts recognised by a Node module. */
const NODE_PARTS: readonly (readonly [string, RegExp])[] = [
  ["write answer (node:http, socket)", /node:_http_outgoing|node:internal\/streams\/writable|node:net|stream_base_commons/],
  ["promise and microtask machinery", /node:internal\/process\/task_queues/],
  ["node:http receive, parse, events", /node:/],
];

/** The bundle's module markers: the first line of each module and its source file. */
function modulesOf(bundle: string): { starts: number[]; files: string[] } {
  const starts: number[] = [];
  const files: string[] = [];
  readFileSync(bundle, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (line.startsWith("// src/") || line.startsWith("// bench/")) {
        starts.push(index + 1);
        files.push(line.slice(3).trim());
      }
    });
  return { starts, files };
}

function moduleAt(modules: { starts: number[]; files: string[] }, line: number): string {
  let low = 0;
  let high = modules.starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (modules.starts[middle]! <= line) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found < 0 ? "?" : modules.files[found]!;
}

/** The part one sample (its frames, innermost first) belongs to. */
function partOf(frames: readonly string[], modules: { starts: number[]; files: string[] }): string {
  const logging = frames.some((frame) => frame.includes("pino") || frame.includes("sonic-boom"));
  for (const frame of frames) {
    if (frame.includes("Builtin_JsonParse")) return "JSON.parse + duplicate/forbidden key checks";
    if (frame.includes("Builtin_JsonStringify")) return logging ? "log line (pino)" : "serialise answer (JSON.stringify)";
    const located = /JS:\S*\s.*?(\S+):(\d+):\d+$/.exec(frame);
    if (located === null) continue;
    const [, path = "", line = "0"] = located;
    if (path.includes(".bundle.js")) {
      const module = moduleAt(modules, Number(line));
      for (const [part, pattern] of MODULE_PARTS) if (pattern.test(module)) return part;
    }
    if (path.includes("node_modules/")) {
      for (const [part, name] of PACKAGE_PARTS) if (path.includes(name)) return part;
      return `other package: ${path.split("node_modules/")[1]!.split("/")[0]!}`;
    }
    if (path.startsWith("node:")) for (const [part, pattern] of NODE_PARTS) if (pattern.test(path)) return part;
  }
  if (frames.some((frame) => frame.includes("llhttp") || frame.includes("Parser::"))) return "node:http receive, parse, events";
  return "other (native frames only: allocation, GC, promises)";
}

// In the cache folder: --perf-basic-prof leaves its /tmp/perf-<pid>.map, and nothing in the checkout.
const child = spawn(process.execPath, ["--perf-basic-prof", script, kind], { stdio: ["pipe", "pipe", "inherit"], cwd: directory });
const url = await readyUrlOf(child);
const authenticated = kind === "reference" || kind === "layer:auth" || kind === "layer:log";
const load = await quoteLoadOf(url, authenticated ? "reference" : kind);
await driveWithAutocannon({ ...load, durationSeconds: 12 });
const perf = spawn("perf", ["record", "-q", "-e", "cpu-clock:u", "-F", String(frequency), "-g", "-o", data, "-p", String(child.pid)], { stdio: "inherit" });
await new Promise((resolve) => setTimeout(resolve, 300));
const figures = await driveWithAutocannon({ ...load, durationSeconds: seconds });
perf.kill("SIGINT");
await new Promise((resolve) => perf.once("exit", resolve));
child.kill("SIGKILL");

const text = spawnSync("perf", ["script", "-i", data, "-F", "tid,ip,sym"], { encoding: "utf8", maxBuffer: 1 << 30 }).stdout;
const samples = text
  .split("\n\n")
  .map((block) => block.trim().split("\n"))
  .filter((lines) => lines[0] !== "");
const threadOf = (lines: readonly string[]) => lines[0]!.trim().split(/\s+/)[0]!;
const perThread = new Map<string, number>();
for (const lines of samples) perThread.set(threadOf(lines), (perThread.get(threadOf(lines)) ?? 0) + 1);
const mainThread = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]![0];
const modules = modulesOf(script);
const counts = new Map<string, number>();
for (const lines of samples) {
  const part =
    threadOf(lines) === mainThread
      ? partOf(
          lines.slice(1).map((line) => line.trim().split(/\s+/).slice(1).join(" ")),
          modules,
        )
      : "other threads (GC helpers, compiler)";
  counts.set(part, (counts.get(part) ?? 0) + 1);
}
const microseconds = (count: number) => ((count / frequency / figures.requests) * 1e6).toFixed(1);
console.log(
  `${kind}: ${Math.round(figures.requestsPerSecond)} requests/s, ${figures.requests} requests, ${samples.length} samples: ${microseconds(samples.length)} µs of user CPU per request`,
);
for (const [part, count] of [...counts.entries()].sort((a, b) => b[1] - a[1]))
  console.log(`${((100 * count) / samples.length).toFixed(1).padStart(5)} %  ${microseconds(count).padStart(6)} µs  ${part}`);
process.exit(0);
