/**
 * A service profile's busy samples by owner, to split a request's CPU between the quotation,
 * the JSON parse and its key checks, the log, the metrics, authentication, the router, the
 * adapter, node:http, undici's web streams and the rest: each sample goes to the outermost of
 * the first five owners on its stack (a quotation that logs is the quotation's), else to the
 * innermost of the others; a sample in `writev` (the loopback send, wall time more than CPU) or in
 * the collector goes by its leaf. Reads the profile `profileService.ts <kind>` leaves behind.
 *
 *   npx tsx bench/service/categorizeProfile.ts reference [--owner "log (pino)"]
 *
 * `--owner` also lists that owner's busiest functions by self time.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CpuProfileNodes } from "./summarizeInclusive.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

type Frame = CpuProfileNodes["nodes"][number]["callFrame"];

const { values, positionals } = parseBenchArgs(import.meta.url, { allowPositionals: true, options: { owner: { type: "string" } } });
const kind = positionals[0] ?? "reference";
const directory = fileURLToPath(new URL(`../.cache/profiles/service-${kind}/`, import.meta.url));
const file = readdirSync(directory).find((name) => name.endsWith(".cpuprofile"));
if (file === undefined) throw new Error(`no profile in ${directory}: run profileService.ts ${kind} first`);
const profile = JSON.parse(readFileSync(`${directory}${file}`, "utf8")) as CpuProfileNodes;

const outermostOwners: readonly (readonly [string, (frame: Frame) => boolean])[] = [
  ["the quotation (safeQuote)", (frame) => frame.functionName === "safeQuote" || frame.functionName === "answerOfBenchBody"],
  ["JSON.parse and the key checks", (frame) => frame.functionName === "parseRequestJson"],
  ["log (pino)", (frame) => /pino|sonic-boom|quick-format/.test(frame.url) || frame.functionName === "logRequest"],
  ["metrics (prom-client)", (frame) => /prom-client/.test(frame.url)],
  ["authentication (jose, limiters)", (frame) => /jose|rate-limiter/.test(frame.url) || frame.functionName === "authenticateRequest"],
];
const innermostOwners: readonly (readonly [string, (frame: Frame) => boolean])[] = [
  ["router (hono)", (frame) => /\/hono\/dist/.test(frame.url)],
  ["adapter (@hono/node-server)", (frame) => /node-server/.test(frame.url)],
  ["node:http and its streams", (frame) => /^node:(_http|net|events|internal\/streams|internal\/stream_base)/.test(frame.url)],
  ["undici Response and web streams", (frame) => /undici|webstreams|js_transferable/.test(frame.url)],
  ["our other JS (handler, service, bench server)", (frame) => /bundle\.js$/.test(frame.url)],
];
const NOT_WORK = new Set(["(idle)", "(program)", "(root)"]);

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));

function ownerOf(id: number): string {
  const leaf = frameOf.get(id)!;
  if (leaf.functionName === "writev" || leaf.functionName === "writeString" || leaf.functionName === "writeBuffer") return "socket write (system call)";
  if (leaf.functionName === "(garbage collector)") return "garbage collector";
  const stack: Frame[] = [];
  for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) stack.push(frameOf.get(node)!);
  for (const [owner, owns] of outermostOwners) if (stack.some(owns)) return owner;
  for (const frame of stack) for (const [owner, owns] of innermostOwners) if (owns(frame)) return owner;
  return "other (start-up, microtasks)";
}

const byOwner = new Map<string, number>();
const selfInOwner = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const leaf = frameOf.get(id)!;
  if (NOT_WORK.has(leaf.functionName)) return;
  const micros = profile.timeDeltas[index] ?? 0;
  total += micros;
  const owner = ownerOf(id);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
  if (owner === values.owner) {
    const key = `${leaf.functionName || "(anonymous)"} ${leaf.url.replace(/^.*\//, "")}:${leaf.lineNumber + 1}`;
    selfInOwner.set(key, (selfInOwner.get(key) ?? 0) + micros);
  }
});
const percent = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log(`${kind}: ${(total / 1e6).toFixed(1)} s of busy samples`);
for (const [owner, micros] of [...byOwner].sort((a, b) => b[1] - a[1])) console.log(`${percent(micros)}  ${owner}`);
if (values.owner !== undefined) {
  console.log(`\n${values.owner}, by self time:`);
  for (const [key, micros] of [...selfInOwner].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${percent(micros)}  ${key}`);
}
