import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { SliceFigures } from "./driveSlice.js";
import { CLOCK_TICKS_PER_SECOND } from "./procStatFields.js";
import { undoWrkLatencyCorrection } from "./undoWrkLatencyCorrection.js";

const SCRIPT = fileURLToPath(new URL("./wrkVariedBodies.lua", import.meta.url));

/** A slice driven by wrk: its figures (wrk's own CPU among them), and how many requests it sent, to move the book's cursor on. */
export interface WrkSliceFigures extends SliceFigures {
  readonly sent: number;
}

/**
 * Drives one server with wrk (Debian's `wrk` package, a load generator written in C) for one
 * slice of a paired bench, as `driveSlice` does with autocannon: `connections` keep-alive
 * connections on one wrk thread, each request the next body of the book in `bodiesFile` (one
 * JSON body a line) from line `firstBody` on. wrk spends a fraction of autocannon's CPU a request,
 * so on a machine whose cores the load generator shares with the service and its database less
 * of them goes to the generator (docs/performance.md, "Quote store", fifteenth part).
 *
 * @example
 * const slice = await driveSliceWithWrk({ url, headers, connections: 8, seconds: 3, bodiesFile, firstBody: next });
 * next += slice.sent;
 */
export async function driveSliceWithWrk(options: {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly connections: number;
  readonly seconds: number;
  readonly bodiesFile: string;
  readonly firstBody: number;
}): Promise<WrkSliceFigures> {
  const headerArguments = Object.entries(options.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)(
    "wrk",
    [
      "-t1",
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      "--timeout",
      "10s",
      "-s",
      SCRIPT,
      ...headerArguments,
      options.url,
      "--",
      options.bodiesFile,
      String(options.firstBody),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === "ENOENT")
      throw new Error("wrk is not installed: apt-get install -y wrk (Debian's package), or drive with autocannon (--generator autocannon)", { cause: error });
    throw error;
  });
  const histogram = new Map<number, number>();
  let summary: number[] | undefined;
  let cpuTicks = 0;
  for (const line of stdout.split("\n")) {
    const [tag, ...fields] = line.split(" ");
    const numbers = fields.map(Number);
    if (tag === "WRK_SUMMARY") summary = numbers;
    else if (tag === "WRK_CPU_TICKS") cpuTicks = numbers[0]!;
    else if (tag === "WRK_LATENCY") histogram.set(numbers[0]!, numbers[1]!);
  }
  if (summary === undefined) throw new Error(`wrk printed no summary: its script did not run (${stdout.slice(0, 500)})`);
  const [durationMicroseconds, requests, statusErrors, socketErrors] = summary as [number, number, number, number];
  const latencies: number[] = [];
  for (const [microseconds, count] of undoWrkLatencyCorrection(histogram, durationMicroseconds, requests, options.connections)) {
    for (let taken = 0; taken < count; taken += 1) latencies.push(microseconds / 1000);
  }
  // The seconds are wrk's own, its load from first connection to last answer: not the process's start, its reading of the book, or its report.
  return {
    answered: requests - statusErrors,
    failed: statusErrors + socketErrors,
    seconds: durationMicroseconds / 1e6,
    // Every answer's latency, a failed one's too: a bench with failures says how many, and its p99 is read with that in mind.
    latencies,
    sent: requests,
    generatorCpuSeconds: cpuTicks / CLOCK_TICKS_PER_SECOND,
  };
}
