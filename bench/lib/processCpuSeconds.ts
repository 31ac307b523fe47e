import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function secondsOf(statPath: string): number {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = readFileSync(statPath, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * CPU seconds (user + system) a process has used so far, on Linux: in total (every thread), and
 * on its main thread alone, which for a Node.js service is the event loop's. Undefined where
 * /proc cannot be read.
 *
 * @example
 * const before = processCpuSeconds(child.pid!); // { total: 1.92, mainThread: 1.61 }
 */
export function processCpuSeconds(pid: number): { readonly total: number; readonly mainThread: number } | undefined {
  try {
    return { total: secondsOf(`/proc/${pid}/stat`), mainThread: secondsOf(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return undefined;
  }
}
