import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux whatever the kernel's HZ). */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The fields of a /proc `stat` file (a process's, `/proc/PID/stat`, or a thread's,
 * `/proc/PID/task/TID/stat`) after the command name, which is in parentheses and may hold
 * spaces: the parent's id is field 1 of them, utime and stime (clock ticks) fields 11 and 12,
 * the reaped children's cutime and cstime 13 and 14. Undefined where the file cannot be read
 * (the process has ended, or this is not Linux).
 *
 * @example
 * const fields = procStatFields(`/proc/${pid}/stat`);
 * (Number(fields![11]) + Number(fields![12])) / CLOCK_TICKS_PER_SECOND; // CPU seconds so far
 */
export function procStatFields(statPath: string): string[] | undefined {
  try {
    return readFileSync(statPath, "utf8").split(") ")[1]?.split(" ");
  } catch {
    return undefined;
  }
}
