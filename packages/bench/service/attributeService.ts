/**
 * Where the reference service's CPU per request goes, part by part: the service's request path
 * rebuilt a layer at a time (`startLayerServer.ts`), each server in its own process, driven with
 * measureService's load (1,000 distinct bodies of the seeded mix, 10 keep-alive connections), in
 * rounds of alternating order after a warm-up. The figure is each server process's CPU time per
 * request (`process.cpuUsage`, user + system), which other work on a shared machine disturbs far
 * less than requests/s; the difference of two neighbouring layers is one part's cost.
 *
 *   npx tsx bench/service/attributeService.ts
 *   ATTRIBUTE_SECONDS=5 ATTRIBUTE_ROUNDS=3 ATTRIBUTE_WARMUP_SECONDS=10 ATTRIBUTE_KINDS=layer:handler,reference npx tsx bench/service/attributeService.ts
 *
 * Kinds (default all, in this order): `safeQuote` (node:http, JSON.parse, safeQuote, no
 * adapter), `layer:adapter`, `layer:router`, `layer:handler`, `layer:auth`, `layer:log`,
 * `reference-nometrics` (the reference service with `PMI_METRICS=off`), `reference`; not in the
 * default list, `layer:handler-defaults` (the public handler under `toNodeListener`'s defaults,
 * the global objects left alone: the A/B of `overrideGlobalObjects` beside `layer:handler`). A kind
 * written `base:<kind>` runs the serveForBench bundle named by ATTRIBUTE_BASE_BUNDLE (built from
 * another checkout, e.g. the commit before a change) in the same rounds: a same-run A/B.
 */
import os from "node:os";
import { driveWithAutocannon } from "./driveWithAutocannon.js";
import { quoteLoadOf } from "./quoteLoadOf.js";
import { startBenchServer, type BenchServer } from "./startBenchServer.js";

const seconds = Number(process.env.ATTRIBUTE_SECONDS ?? 5);
const rounds = Number(process.env.ATTRIBUTE_ROUNDS ?? 3);
const warmUpSeconds = Number(process.env.ATTRIBUTE_WARMUP_SECONDS ?? 10);
const kinds = (process.env.ATTRIBUTE_KINDS ?? "safeQuote,layer:adapter,layer:router,layer:handler,layer:auth,layer:log,reference-nometrics,reference").split(",");
const authenticated = new Set(["layer:auth", "layer:log", "reference", "reference-nometrics"]);
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const loadAtStart = loadAverage();
const servers: { kind: string; server: BenchServer; load: Awaited<ReturnType<typeof quoteLoadOf>> }[] = [];
try {
  for (const kind of kinds) {
    const base = kind.startsWith("base:");
    const own = base ? kind.slice("base:".length) : kind;
    const server = await startBenchServer(
      own === "reference-nometrics" ? "reference" : own,
      own === "reference-nometrics" ? { PMI_METRICS: "off" } : {},
      base ? process.env.ATTRIBUTE_BASE_BUNDLE : undefined,
    );
    // quoteLoadOf fetches a token from the server's test token endpoint for "reference".
    const load = await quoteLoadOf(server.url, authenticated.has(own) ? "reference" : own);
    servers.push({ kind, server, load });
    await driveWithAutocannon({ ...load, durationSeconds: warmUpSeconds, label: kind });
  }
  const cpu = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
  const perSecond = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
  const p99 = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const { kind, server, load } of round % 2 === 0 ? servers : [...servers].reverse()) {
      const before = await server.cpuMicroseconds();
      const figures = await driveWithAutocannon({ ...load, durationSeconds: seconds, label: kind });
      cpu.get(kind)!.push(((await server.cpuMicroseconds()) - before) / figures.requests);
      perSecond.get(kind)!.push(figures.requestsPerSecond);
      p99.get(kind)!.push(figures.latencyP99Ms);
    }
  }
  console.log(`${rounds} rounds of ${seconds} s after ${warmUpSeconds} s of warm-up each; load average at start ${loadAtStart}, at end ${loadAverage()}`);
  console.log("kind | CPU µs/request (median; rounds) | least | + over the row before (medians) | requests/s (median) | p99 ms (worst)");
  let previous: number | undefined;
  for (const kind of kinds) {
    const value = median(cpu.get(kind)!);
    const rows = cpu
      .get(kind)!
      .map((figure) => figure.toFixed(0))
      .join(", ");
    const step = previous === undefined ? "" : `${value - previous >= 0 ? "+" : ""}${(value - previous).toFixed(0)}`;
    console.log(
      `${kind} | ${value.toFixed(0)} (${rows}) | ${Math.min(...cpu.get(kind)!).toFixed(0)} | ${step} | ${median(perSecond.get(kind)!).toFixed(0)} | ${Math.max(...p99.get(kind)!)}`,
    );
    previous = value;
  }
} finally {
  for (const { server } of servers) server.child.kill("SIGKILL");
}
process.exit(0);
