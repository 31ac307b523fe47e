/**
 * What a benchmark server keeps alive across its young-generation collections under the service
 * benchmark's load: starts one server of `serveForBench.ts` (bundled) under `node --trace-gc-nvp`,
 * warms it up, drives it with the 1,000-body mix on 10 connections, and prints the scavenges'
 * mean bytes promoted into the old generation, their count and the mark-compacts'. A server that
 * keeps per-request objects past a scavenge (timers, maps, buffers) promotes them, and the old
 * generation then needs full mark-compacts every few seconds.
 *
 *   npx tsx bench/service/traceServiceGc.ts reference 10     # kind, seconds
 */
import { spawn } from "node:child_process";
import { bundleScript } from "../lib/bundleScript.js";
import { onEachLine } from "../lib/onEachLine.js";
import { quoteLoadOf } from "./quoteLoadOf.js";
import { driveWithAutocannon } from "./driveWithAutocannon.js";

const kind = process.argv[2] ?? "reference";
const seconds = Number(process.argv[3] ?? 10);
const script = await bundleScript("service/serveForBench.ts");
const extraFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(" ").filter((flag) => flag !== "");
const child = spawn(process.execPath, ["--trace-gc-nvp", ...extraFlags, script, kind], { stdio: ["pipe", "pipe", "inherit"] });
// --trace-gc-nvp writes one line per collection on stdout, among the service's log lines.
const collections: string[] = [];
const otherTrace: string[] = [];
let measuring = false;
let resolveUrl: (url: string) => void = () => undefined;
const ready = new Promise<string>((resolve) => (resolveUrl = resolve));
onEachLine(child.stdout, (line) => {
  const readyLine = /^READY (\S+)$/.exec(line);
  if (readyLine !== null) resolveUrl(readyLine[1]!);
  else if (measuring && line.includes("gc=")) collections.push(line);
  // Lines of other trace flags (BENCH_SERVER_NODE_FLAGS, e.g. --trace-deopt): the log's are JSON.
  else if (measuring && !line.startsWith("{")) otherTrace.push(line);
});
const url = await ready;

const load = await quoteLoadOf(url, kind);
// A longer warm-up (BENCH_WARMUP_SECONDS) shows whether the JIT has settled.
await driveWithAutocannon({ ...load, durationSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3) });
measuring = true;
const figures = await driveWithAutocannon({ ...load, durationSeconds: seconds });
measuring = false;
child.kill("SIGKILL");

if (process.env.SHOW_GC_LINE) console.log(collections.slice(0, 3).join("\n"));
const field = (line: string, name: string) => Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
const scavenges = collections.filter((line) => /gc=s\b/.test(line));
const markCompacts = collections.filter((line) => !/gc=s\b/.test(line));
const growth = scavenges.length < 2 ? 0 : field(scavenges.at(-1)!, "total_size_after") - field(scavenges[0]!, "total_size_after");
const promoted = scavenges.reduce((sum, line) => sum + field(line, "promoted"), 0);
console.log(
  `${kind}: ${figures.requests} requests, ${scavenges.length} scavenges (${(figures.requests / Math.max(1, scavenges.length)).toFixed(0)} requests each), ` +
    `${(promoted / Math.max(1, scavenges.length) / 1024).toFixed(0)} KB promoted per scavenge (${(promoted / figures.requests) | 0} bytes a request), ${markCompacts.length} other collections (${[...new Set(markCompacts.map((line) => /gc=(\w+)/.exec(line)?.[1]))].join(", ")}) in ${seconds} s; heap after scavenges grew ${(growth / 1024).toFixed(0)} KB`,
);
if (otherTrace.length > 0) {
  console.log(`${otherTrace.length} other trace lines while measuring, for example:`);
  for (const line of otherTrace.slice(0, Number(process.env.BENCH_TRACE_LINES ?? 20))) console.log(line.slice(0, 240));
}
