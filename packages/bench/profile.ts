/**
 * Where quote()'s time goes: prices the seeded book for a few seconds under `node --cpu-prof`
 * (in a child process), then prints the functions with the most self time.
 *
 *   npx tsx bench/profile.ts            # profile, summarise (bench/.cache/profiles/)
 *   npx tsx bench/profile.ts --top 20   # more rows
 *
 * `summarizeCpuProfile` is also used by `npm run bench` for its report (packages/bench/journal/latest-run.md).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultTables } from "../../src/plans/defaultTables.js";
import { mixedBook } from "./lib/benchBooks.js";
import type { CpuProfileNodes as CpuProfile } from "./service/summarizeInclusive.js";

export interface SelfTime {
  readonly functionName: string;
  /** Source file (relative to the project) and line. */
  readonly location: string;
  readonly selfMs: number;
  readonly percent: number;
}

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Pseudo-frames that are not work done for the quotes: waiting, and V8's own bookkeeping. */
const NOT_WORK = new Set(["(idle)", "(program)"]);

/**
 * Sums a V8 CPU profile's samples into self time per function (name, file and line), largest
 * first, as a share of the busy time (idle and "(program)" samples left out; garbage
 * collection kept, as allocation is part of the cost).
 *
 * @example
 * summarizeCpuProfile(JSON.parse(readFileSync("quote.cpuprofile", "utf8")), 5);
 */
export function summarizeCpuProfile(profile: CpuProfile, top: number): SelfTime[] {
  const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfMicroseconds = new Map<string, { functionName: string; location: string; micros: number }>();
  let totalMicros = 0;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = frameOf.get(nodeId);
    if (frame === undefined || NOT_WORK.has(frame.functionName)) return;
    totalMicros += delta;
    const file = frame.url.replace(/^file:\/\//, "").replace(projectRoot, "");
    // tsx transpiles on load, so line numbers in project files are those of its output: name the file only.
    const location = file === "" ? "(native)" : file.startsWith("src/") || file.startsWith("bench/") ? file : `${file}:${frame.lineNumber + 1}`;
    const key = `${frame.functionName}@${location}`;
    const entry = selfMicroseconds.get(key) ?? { functionName: frame.functionName || "(anonymous)", location, micros: 0 };
    entry.micros += delta;
    selfMicroseconds.set(key, entry);
  });
  return [...selfMicroseconds.values()]
    .sort((a, b) => b.micros - a.micros)
    .slice(0, top)
    .map((entry) => ({ functionName: entry.functionName, location: entry.location, selfMs: entry.micros / 1000, percent: (100 * entry.micros) / totalMicros }));
}

/**
 * Profiles `quote()` over the seeded book in a fresh process and returns its top self-time
 * functions.
 *
 * @example
 * const hottest = profileQuote({ seconds: 5, top: 5 });
 */
export function profileQuote(options: { readonly seconds: number; readonly top: number }): SelfTime[] {
  const directory = fileURLToPath(new URL("./.cache/profiles/", import.meta.url));
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  // The book is generated here and read as JSON by the child, so that generating it (date-fns,
  // the seeded random) is not in the profile; only loading modules and JSON.parse are.
  const bookFile = `${directory}book.json`;
  writeFileSync(bookFile, JSON.stringify(mixedBook(5_000, defaultTables)));
  const worker = fileURLToPath(new URL("./engine/quoteForProfile.ts", import.meta.url));
  const run = spawnSync(process.execPath, ["--cpu-prof", "--cpu-prof-dir", directory, "--import", "tsx", worker], {
    env: { ...process.env, BENCH_PROFILE_SECONDS: String(options.seconds), BENCH_PROFILE_BOOK: bookFile },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (run.status !== 0) throw new Error(`profiling quote() failed (exit code ${run.status})`);
  const file = readdirSync(directory).find((name) => name.endsWith(".cpuprofile"));
  if (file === undefined) throw new Error(`node --cpu-prof wrote no profile in ${directory}`);
  return summarizeCpuProfile(JSON.parse(readFileSync(`${directory}${file}`, "utf8")) as CpuProfile, options.top);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const topIndex = process.argv.indexOf("--top");
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 10;
  const rows = profileQuote({ seconds: Number(process.env.BENCH_PROFILE_SECONDS ?? 5), top });
  for (const row of rows) {
    process.stdout.write(`${row.percent.toFixed(1).padStart(5)} %  ${row.selfMs.toFixed(0).padStart(7)} ms  ${row.functionName}  ${row.location}\n`);
  }
}
