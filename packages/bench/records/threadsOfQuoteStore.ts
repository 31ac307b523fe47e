/**
 * `npx tsx bench/records/threadsOfQuoteStore.ts [--warm-up 60] [--slice 3] [--cycles 6] [--profile-seconds 0]`:
 * where the quote store's cost to the service goes, once every side is warm. The three built
 * services of measureQuoteStore.ts (store off, PGlite, PostgreSQL) run at once and are driven in
 * turn, paired as there; per side it prints the CPU per request answered of each of the
 * service's threads by name (the event loop, PGlite's thread, V8's compiler and collector
 * threads, libuv's pool), of the PostgreSQL server, and the event loop's context switches per
 * request (voluntary: it slept, waiting; involuntary: another thread took its core). With
 * `--profile-seconds N`, `perf record` then samples each service for N s under load, every
 * thread, and prints its busiest symbols by thread (node runs with --perf-basic-prof, so that
 * JavaScript frames are named).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freshPostgresLocation } from "@pmi-rating/test-support";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { postgresForScript } from "../../scripts/lib/postgresForScript.js";
import { mixedBook } from "../lib/benchBooks.js";
import { driveSlice } from "../lib/driveSlice.js";
import { postgresCpuReader } from "./postgresCpuReader.js";
import { startBenchService, type BenchService } from "./startBenchService.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    slice: { type: "string", default: "3" },
    cycles: { type: "string", default: "6" },
    "warm-up": { type: "string", default: "60" },
    connections: { type: "string", default: "8" },
    "profile-seconds": { type: "string", default: "0" },
  },
});
const bodies = mixedBook(500, defaultTables).map((request) => JSON.stringify(request));
let next = 0;
const nextBody = () => bodies[next++ % bodies.length]!;
const connections = Number(values.connections);
// JavaScript frames named in perf's samples (a map file per process, written as code is compiled).
const nodeOptions: Record<string, string> = Number(values["profile-seconds"]) > 0 ? { NODE_OPTIONS: "--perf-basic-prof" } : {};

interface ThreadTimes {
  cpu: number;
  voluntary: number;
  involuntary: number;
}

/** Every thread of a process by name (V8's and libuv's threads summed by their name), CPU seconds and context switches. */
function threadsOf(pid: number): Map<string, ThreadTimes> {
  const threads = new Map<string, ThreadTimes>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = tid === String(pid) ? "event loop" : stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")).replace(/\d+$/, "N");
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      const status = readFileSync(`/proc/${pid}/task/${tid}/status`, "utf8");
      const switches = (label: string) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      const times = threads.get(name) ?? { cpu: 0, voluntary: 0, involuntary: 0 };
      times.cpu += (Number(fields[11]) + Number(fields[12])) / 100;
      times.voluntary += switches("voluntary_ctxt_switches");
      times.involuntary += switches("nonvoluntary_ctxt_switches");
      threads.set(name, times);
    } catch {
      // A thread that ended between the listing and the reading.
    }
  }
  return threads;
}

const work = mkdtempSync(join(tmpdir(), "pmi-rating-store-threads-"));
// Kept for a closer look (perf report -i, or perfStacksOf.ts).
const profiles = fileURLToPath(new URL("../.cache/store-perf/", import.meta.url));
mkdirSync(profiles, { recursive: true });
const postgres = await postgresForScript();
const services: BenchService[] = [];
try {
  services.push(
    ...(await Promise.all([
      startBenchService("store off", { ...nodeOptions, PMI_QUOTE_STORE: "off" }),
      startBenchService("PGlite", { ...nodeOptions, PMI_QUOTE_STORE: "on", PMI_DATA_DIR: join(work, "data") }),
      startBenchService(
        "PostgreSQL",
        { ...nodeOptions, PMI_QUOTE_STORE: "on", DATABASE_URL: (await freshPostgresLocation(postgres.url)).databaseUrl },
        await postgresCpuReader(postgres.url),
      ),
    ])),
  );
  for (const service of services) await driveSlice({ url: service.quoteUrl, headers: service.headers, connections, seconds: Number(values["warm-up"]), nextBody });
  const sums = services.map(() => ({ answered: 0, seconds: 0, database: 0, threads: new Map<string, ThreadTimes>() }));
  const loadBefore = loadavg();
  for (let cycle = 0; cycle < Number(values.cycles); cycle += 1) {
    const order = cycle % 2 === 0 ? services.map((_, index) => index) : services.map((_, index) => services.length - 1 - index);
    for (const index of order) {
      const service = services[index]!;
      const before = threadsOf(service.pid);
      const databaseBefore = service.databaseCpuSeconds() ?? 0;
      const slice = await driveSlice({ url: service.quoteUrl, headers: service.headers, connections, seconds: Number(values.slice), nextBody });
      const after = threadsOf(service.pid);
      const sum = sums[index]!;
      sum.answered += slice.answered;
      sum.seconds += slice.seconds;
      sum.database += (service.databaseCpuSeconds() ?? 0) - databaseBefore;
      for (const [name, times] of after) {
        const was = before.get(name) ?? { cpu: 0, voluntary: 0, involuntary: 0 };
        const total = sum.threads.get(name) ?? { cpu: 0, voluntary: 0, involuntary: 0 };
        total.cpu += times.cpu - was.cpu;
        total.voluntary += times.voluntary - was.voluntary;
        total.involuntary += times.involuntary - was.involuntary;
        sum.threads.set(name, total);
      }
    }
  }
  console.log(
    `load average ${loadBefore.map((v) => v.toFixed(1)).join(" ")} → ${loadavg()
      .map((v) => v.toFixed(1))
      .join(" ")}`,
  );
  services.forEach((service, index) => {
    const sum = sums[index]!;
    const perRequest = (seconds: number) => `${Math.round((1e6 * seconds) / sum.answered)} µs`;
    const all = [...sum.threads.values()].reduce((total, times) => total + times.cpu, 0);
    console.log(
      `\n${service.name}: ${Math.round(sum.answered / sum.seconds)}/s; all threads ${perRequest(all)}${sum.database > 0 ? `; PostgreSQL server ${perRequest(sum.database)}` : ""}`,
    );
    for (const [name, times] of [...sum.threads].sort((a, b) => b[1].cpu - a[1].cpu)) {
      if (times.cpu === 0 && name !== "event loop") continue;
      console.log(
        `  ${name.padEnd(22)} ${perRequest(times.cpu).padStart(8)}  switches a request: voluntary ${(times.voluntary / sum.answered).toFixed(3)}, involuntary ${(times.involuntary / sum.answered).toFixed(3)}`,
      );
    }
  });
  const profileSeconds = Number(values["profile-seconds"]);
  if (profileSeconds > 0) {
    for (const service of services) {
      const file = join(profiles, `${service.name.replace(/\W+/g, "-")}.perf.data`);
      const perf = spawn("perf", ["record", "-q", "-F", "999", "-e", "cpu-clock", "-g", "-p", String(service.pid), "-o", file, "--", "sleep", String(profileSeconds)], {
        stdio: "ignore",
      });
      const slice = driveSlice({ url: service.quoteUrl, headers: service.headers, connections, seconds: profileSeconds, nextBody });
      await new Promise((resolve) => perf.once("exit", resolve));
      const figures = await slice;
      const report = execFileSync("perf", ["report", "-i", file, "--no-children", "--sort", "pid,sym", "--stdio", "-g", "none", "--percent-limit", "0.7"], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      console.log(`\nperf, ${service.name} (${figures.answered} answered in ${profileSeconds} s):`);
      console.log(
        report
          .split("\n")
          .filter((line) => line.trim() !== "" && !line.startsWith("#"))
          .slice(0, 60)
          .join("\n"),
      );
    }
  }
} finally {
  await Promise.all(services.map((service) => service.stop()));
  // --perf-basic-prof has V8 write a log per isolate into the services' folder (its maps in /tmp stay, for perfStacksOf.ts).
  const root = fileURLToPath(new URL("../../..", import.meta.url));
  for (const service of services) {
    for (const name of readdirSync(root)) if (name.startsWith("isolate-") && name.endsWith(`-${service.pid}-v8.log`)) rmSync(join(root, name));
  }
  postgres.remove();
  rmSync(work, { recursive: true, force: true });
}
