/**
 * Child benchmark: `pmi-rating impact` on a book of 1,000,000 policies (100,000 on a quick run;
 * BENCH_IMPACT_POLICIES changes it), run as a user runs it: the binary built as `npm run build`
 * builds it, in a fresh `node`, with its default threads (one per core). Reports the wall time
 * and the peak resident set size (VmHWM: threads share the process, so this is all of it).
 * The book is generated once by `pmi-rating book` into bench/.cache/ and not timed.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { ensureBuiltCli } from "../../cli/test/builtCli.js";
import { CLOCK_TICKS_PER_SECOND, procStatFields } from "../lib/procStatFields.js";
import { isQuickRun, printResult } from "../lib/runChild.js";

export interface ImpactFigures {
  readonly policies: number;
  readonly bookBytes: number;
  readonly threads: number;
  readonly wallSeconds: number;
  /** True when the run was stopped at the deadline (BENCH_IMPACT_DEADLINE_SECONDS, default 180): the target is then not met, and wallSeconds is the deadline. */
  readonly stoppedAtDeadline: boolean;
  readonly peakRssMiB: number;
  /**
   * CPU time of the whole process, every thread, user and system: the work done, which other
   * processes on the machine change far less than the wall time (absent from older runs).
   */
  readonly cpuSeconds?: number;
  /** The report's first lines, to show what was computed. */
  readonly reportHead: string;
}

const policies = Number(process.env.BENCH_IMPACT_POLICIES ?? (isQuickRun ? 100_000 : 1_000_000));
const cli = await ensureBuiltCli();
const cache = fileURLToPath(new URL("../.cache/", import.meta.url));
mkdirSync(cache, { recursive: true });
const book = `${cache}impact-book-${policies}.ndjson`;
if (!existsSync(book)) {
  const generated = spawnSync(process.execPath, [cli, "book", "--policies", String(policies), "--seed", "20260301", "--out", `${book}.partial`], { stdio: "inherit" });
  if (generated.status !== 0) throw new Error(`pmi-rating book failed with exit code ${generated.status}`);
  spawnSync("mv", [`${book}.partial`, book]);
}

/** utime + stime of a live process (its threads', ended ones included), in seconds; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  const fields = procStatFields(`/proc/${pid}/stat`) ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND || 0;
}

/** VmHWM of a live process, in KiB: the kernel's own high-water mark of its resident set. */
function peakRssKiB(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match?.[1] === undefined ? 0 : Number(match[1]);
  } catch {
    return 0;
  }
}

const started = performance.now();
const child = spawn(process.execPath, [cli, "impact", "--from-version", "2026.1", "--to-version", "2027.1", "--no-progress", book], {
  stdio: ["ignore", "pipe", "inherit"],
});
let report = "";
child.stdout.setEncoding("utf8").on("data", (chunk: string) => (report += chunk));
let peakKiB = 0;
let cpuSeconds = 0;
// The high-water mark and the CPU time only grow, so the last readings before exit are the
// totals (to within the poll interval's growth).
const poll = setInterval(() => {
  peakKiB = Math.max(peakKiB, peakRssKiB(child.pid ?? 0));
  cpuSeconds = Math.max(cpuSeconds, cpuSecondsOf(child.pid ?? 0));
}, 50);
// Bounded: on a machine so loaded that the run takes three times the target, its end says nothing more.
const deadlineSeconds = Number(process.env.BENCH_IMPACT_DEADLINE_SECONDS ?? 180);
let stoppedAtDeadline = false;
const deadline = setTimeout(() => {
  stoppedAtDeadline = true;
  child.kill("SIGKILL");
}, deadlineSeconds * 1000);
const exitCode = await new Promise<number | null>((resolve) => child.on("exit", resolve));
const wallSeconds = stoppedAtDeadline ? deadlineSeconds : (performance.now() - started) / 1000;
clearTimeout(deadline);
clearInterval(poll);
if (exitCode !== 0 && !stoppedAtDeadline) throw new Error(`pmi-rating impact exited with code ${exitCode}`);
printResult({
  policies,
  bookBytes: statSync(book).size,
  threads: availableParallelism(),
  wallSeconds,
  stoppedAtDeadline,
  peakRssMiB: peakKiB / 1024,
  cpuSeconds,
  reportHead: stoppedAtDeadline ? "(stopped at the deadline)" : report.split("\n").slice(0, 12).join("\n"),
} satisfies ImpactFigures);
