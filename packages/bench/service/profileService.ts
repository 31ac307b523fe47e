/**
 * Where a benchmark server's CPU goes under the service benchmark's load: starts one server of
 * `serveForBench.ts` (bundled, as measureService runs it) under `node --cpu-prof`, warms it up,
 * drives it with the same 1,000-body mix on 10 connections, ends it normally (so the profile is
 * written) and prints its busiest functions by self time and the time inside chosen callers.
 *
 *   npx tsx bench/service/profileService.ts reference 10      # kind, seconds
 *   npx tsx bench/service/profileService.ts safeQuote 10 --top 40
 *
 * Extra node flags for the server (e.g. `--max-semi-space-size=32`): BENCH_SERVER_NODE_FLAGS.
 * The profile stays in bench/.cache/profiles/service-<kind>/ for a closer look (Chrome DevTools).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundleScript } from "../lib/bundleScript.js";
import { summarizeCpuProfile } from "../profile.js";
import { quoteLoadOf } from "./quoteLoadOf.js";
import { driveWithAutocannon } from "./driveWithAutocannon.js";
import { summarizeInclusive, type CpuProfileNodes } from "./summarizeInclusive.js";
import { readyUrlOf } from "../lib/readyUrlOf.js";

const kind = process.argv[2] ?? "reference";
const seconds = Number(process.argv[3] ?? 10);
const topIndex = process.argv.indexOf("--top");
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 30;
const directory = fileURLToPath(new URL(`../.cache/profiles/service-${kind}/`, import.meta.url));
rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });

const script = await bundleScript("service/serveForBench.ts");
const extraFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(" ").filter((flag) => flag !== "");
const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${directory}`, ...extraFlags, script, kind], { stdio: ["pipe", "pipe", "inherit"] });
const url = await readyUrlOf(child);

const load = await quoteLoadOf(url, kind);
await driveWithAutocannon({ ...load, durationSeconds: 3 });
const figures = await driveWithAutocannon({ ...load, durationSeconds: seconds });
child.stdin.write("exit\n");
await new Promise((resolve) => child.once("exit", resolve));

const file = readdirSync(directory).find((name) => name.endsWith(".cpuprofile"));
if (file === undefined) throw new Error(`no profile written in ${directory}`);
const profile = JSON.parse(readFileSync(`${directory}${file}`, "utf8")) as CpuProfileNodes;
console.log(`${kind}: ${Math.round(figures.requestsPerSecond)} requests/s, p99 ${figures.latencyP99Ms} ms, ${figures.requests} requests measured (plus warm-up)`);
console.log("\nself time:");
for (const row of summarizeCpuProfile(profile, top))
  console.log(`${row.percent.toFixed(1).padStart(5)} %  ${row.selfMs.toFixed(0).padStart(6)} ms  ${row.functionName}  ${row.location}`);
console.log("\ninclusive time (a function's samples with it anywhere on the stack):");
for (const row of summarizeInclusive(profile, top)) console.log(`${row.percent.toFixed(1).padStart(5)} %  ${row.functionName}  ${row.location}`);
