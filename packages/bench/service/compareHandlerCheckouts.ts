/**
 * Same-process A/B of the public quote handler under `toNodeListener`: a base commit's source
 * (from `git archive`) against this tree's, both served by one child process
 * (`serveHandlerCheckouts.ts`, under tsx), so that they share one heap, one JIT and the
 * machine's load. Autocannon drives one server at a time with measureService's 1,000-body mix on
 * 10 connections, in pairs of windows whose order alternates; the figure is the child's CPU per
 * request in each window, and the ratio of this tree's to the base's within each pair. Why: on a
 * shared machine the load moves between rounds by more than a change is worth; within a pair
 * of 2 s windows it falls on both alike. A run with `--mode override`, where the two differ only
 * in code a change does not touch, is the control of the spread.
 *
 *   npx tsx bench/service/compareHandlerCheckouts.ts [--base main] [--mode defaults|override] [--pairs 12] [--seconds 2] [--warm-up 15]
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { onEachLine } from "../lib/onEachLine.js";
import { driveWithAutocannon } from "./driveWithAutocannon.js";
import { quoteLoadOf } from "./quoteLoadOf.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    base: { type: "string", default: "main" },
    mode: { type: "string", default: "defaults" },
    pairs: { type: "string", default: "12" },
    seconds: { type: "string", default: "2" },
    "warm-up": { type: "string", default: "15" },
  },
});
const root = resolve(import.meta.dirname, "../../..");
const work = mkdtempSync(join(tmpdir(), "compare-handlers-"));
const baseRoot = join(work, "base");
mkdirSync(baseRoot);
execFileSync("sh", ["-c", `git -C ${root} archive ${values.base} src | tar -x -C ${baseRoot}`]);
symlinkSync(join(root, "node_modules"), join(baseRoot, "node_modules"));

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");
const median = (figures: readonly number[]) => [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)]!;

const child = spawn(process.execPath, ["--import", "tsx", join(root, "bench/service/serveHandlerCheckouts.ts"), values.mode, join(baseRoot, "src"), join(root, "src")], {
  cwd: root,
  stdio: ["pipe", "pipe", "inherit"],
});
const lines: string[] = [];
const waiters: ((line: string) => void)[] = [];
onEachLine(child.stdout, (line) => {
  const waiter = waiters.shift();
  if (waiter === undefined) lines.push(line);
  else waiter(line);
});
const nextLine = () => new Promise<string>((resolveLine) => (lines.length > 0 ? resolveLine(lines.shift()!) : waiters.push(resolveLine)));
try {
  const urls = (await nextLine()).split(" ").slice(1);
  const cpuMicroseconds = async () => {
    child.stdin.write("cpu\n");
    return Number((await nextLine()).split(" ")[1]);
  };
  const loads = await Promise.all(urls.map((url) => quoteLoadOf(url, "adapter")));
  const loadAtStart = loadAverage();
  for (const load of loads) await driveWithAutocannon({ ...load, durationSeconds: Number(values["warm-up"]), label: "warm-up" });
  const cpu: [number[], number[]] = [[], []];
  const perSecond: [number[], number[]] = [[], []];
  for (let pair = 0; pair < Number(values.pairs); pair += 1) {
    for (const side of pair % 2 === 0 ? [0, 1] : [1, 0]) {
      const before = await cpuMicroseconds();
      const figures = await driveWithAutocannon({ ...loads[side]!, durationSeconds: Number(values.seconds), label: side === 0 ? "base" : "this tree" });
      cpu[side]!.push(((await cpuMicroseconds()) - before) / figures.requests);
      perSecond[side]!.push(figures.requestsPerSecond);
    }
  }
  const cpuRatios = cpu[1].map((figure, pair) => figure / cpu[0][pair]!);
  const perSecondRatios = perSecond[1].map((figure, pair) => figure / perSecond[0][pair]!);
  const list = (figures: readonly number[], digits: number) => figures.map((figure) => figure.toFixed(digits)).join(", ");
  console.log(`--mode ${values.mode}, base ${values.base}: ${values.pairs} pairs of ${values.seconds} s; load average at start ${loadAtStart}, at end ${loadAverage()}`);
  console.log(`base      CPU µs/request median ${median(cpu[0]).toFixed(0)} (${list(cpu[0], 0)})`);
  console.log(`this tree CPU µs/request median ${median(cpu[1]).toFixed(0)} (${list(cpu[1], 0)})`);
  console.log(`this tree ÷ base, CPU per request in each pair: median ${median(cpuRatios).toFixed(3)} (${list(cpuRatios, 2)})`);
  console.log(`this tree ÷ base, requests/s in each pair: median ${median(perSecondRatios).toFixed(3)}`);
} finally {
  child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
