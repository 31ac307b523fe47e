/**
 * Same-run A/B of benchmark servers started with different node or V8 flags: each argument is
 * `kind` or `kind@flag,flag` (e.g. `safeQuote@--max-semi-space-size=32`); every server is
 * started, checked and warmed up, then driven with measureService's 1,000-body mix on 10
 * connections in rounds whose order is reversed each round, and its process CPU per request and
 * requests/s printed per round. Why: a GC setting must be judged on the bare server too (the
 * issue's figure is a ratio to it), in the same minutes.
 *
 *   npx tsx bench/service/compareServerFlags.ts bare bare@--max-semi-space-size=32 safeQuote safeQuote@--max-semi-space-size=32
 *
 * BENCH_SERVICE_SECONDS per round (default 5), BENCH_SERVICE_ROUNDS (default 4),
 * BENCH_SERVICE_WARMUP_SECONDS per server (default 8).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { driveWithAutocannon } from "./driveWithAutocannon.js";
import { quoteLoadOf } from "./quoteLoadOf.js";
import { startBenchServer, type BenchServer } from "./startBenchServer.js";

const seconds = Number(process.env.BENCH_SERVICE_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_SERVICE_ROUNDS ?? 4);
const warmUpSeconds = Number(process.env.BENCH_SERVICE_WARMUP_SECONDS ?? 8);
const specs = process.argv.slice(2);
// Each time the server waits on its sockets, another process may take its core and its caches.
const contextSwitches = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return ["voluntary_ctxt_switches", "nonvoluntary_ctxt_switches"].map((name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1]));
};
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

console.log(`load average at the start: ${loadAverage()}`);
const servers: { spec: string; server: BenchServer; load: Awaited<ReturnType<typeof quoteLoadOf>> }[] = [];
try {
  for (const spec of specs) {
    const [kind, flags] = spec.split("@") as [string, string | undefined];
    // `cpu=N` among the flags is no node flag: it pins the server's threads to core N (run this script under `taskset -c M`).
    const nodeFlags = flags === undefined ? [] : flags.split(",");
    const server = await startBenchServer(
      kind,
      {},
      undefined,
      nodeFlags.filter((flag) => !flag.startsWith("cpu=")),
    );
    const core = nodeFlags.find((flag) => flag.startsWith("cpu="))?.slice("cpu=".length);
    if (core !== undefined) execFileSync("taskset", ["-a", "-p", "-c", core, String(server.child.pid)], { stdio: "ignore" });
    const load = await quoteLoadOf(server.url, kind);
    await driveWithAutocannon({ ...load, durationSeconds: warmUpSeconds });
    servers.push({ spec, server, load });
  }
  const cpu = new Map<string, number[]>(specs.map((spec) => [spec, []]));
  const parts = new Map<string, { system: number[]; inside: number[]; loop: number[]; switches: string[] }>(
    specs.map((spec) => [spec, { system: [], inside: [], loop: [], switches: [] }]),
  );
  const rates = new Map<string, number[]>(specs.map((spec) => [spec, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const { spec, server, load } of round % 2 === 0 ? servers : [...servers].reverse()) {
      const [systemBefore, insideBefore] = [await server.cpuMicroseconds("system"), await server.cpuMicroseconds("inside")];
      const before = await server.cpuMicroseconds();
      const switchesBefore = contextSwitches(server.child.pid!);
      const figures = await driveWithAutocannon({ ...load, durationSeconds: seconds });
      const switches = contextSwitches(server.child.pid!).map((count, index) => ((count - switchesBefore[index]!) / figures.requests).toFixed(2));
      parts.get(spec)!.switches.push(switches.join("/"));
      cpu.get(spec)!.push(Math.round(((await server.cpuMicroseconds()) - before) / figures.requests));
      parts.get(spec)!.system.push(Math.round(((await server.cpuMicroseconds("system")) - systemBefore) / figures.requests));
      parts.get(spec)!.inside.push(Math.round(((await server.cpuMicroseconds("inside")) - insideBefore) / figures.requests));
      // The same work in a loop in the same process, right after its load (BENCH_SERVICE_LOOP=1).
      if (process.env.BENCH_SERVICE_LOOP === "1") parts.get(spec)!.loop.push(Math.round((await server.cpuMicroseconds("loop")) / 1000));
      rates.get(spec)!.push(Math.round(figures.requestsPerSecond));
    }
  }
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const spec of specs) {
    const { system, inside, loop, switches } = parts.get(spec)!;
    console.log(
      `${spec}: CPU µs/request ${cpu.get(spec)!.join(", ")} (median ${median(cpu.get(spec)!)}); of it system ${system.join(", ")}, ` +
        `inside parse+quote+stringify ${inside.join(", ")}${loop.length > 0 ? `, the same in a loop in-process ${loop.join(", ")}` : ""}; context switches per request (voluntary/not, main thread) ${switches.join(", ")}; requests/s ${rates.get(spec)!.join(", ")} (median ${median(rates.get(spec)!)})`,
    );
  }
} finally {
  for (const { server } of servers) server.child.kill("SIGKILL");
}
console.log(`load average at the end: ${loadAverage()}`);
process.exit(0);
