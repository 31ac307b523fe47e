import { CLOCK_TICKS_PER_SECOND, procStatFields } from "./procStatFields.js";

function secondsOf(statPath: string): number | undefined {
  const fields = procStatFields(statPath);
  return fields === undefined ? undefined : (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
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
  const total = secondsOf(`/proc/${pid}/stat`);
  const mainThread = secondsOf(`/proc/${pid}/task/${pid}/stat`);
  return total === undefined || mainThread === undefined ? undefined : { total, mainThread };
}
