import { readFileSync, readdirSync } from "node:fs";
import { CLOCK_TICKS_PER_SECOND, procStatFields } from "./procStatFields.js";

const statFields = (pid: number | string) => procStatFields(`/proc/${pid}/stat`);

/**
 * The process id of the PostgreSQL server (the postmaster) a connection's backend belongs to,
 * when that server runs on this machine: the parent of `backendPid` (`select pg_backend_pid()`),
 * if it is a process named postgres. Undefined for a server elsewhere, or where /proc cannot be
 * read.
 *
 * @example
 * localPostmasterPid(Number((await client.query("select pg_backend_pid() as pid"))[0]?.pid)); // 41235
 */
export function localPostmasterPid(backendPid: number): number | undefined {
  const parent = Number(statFields(backendPid)?.[1]);
  try {
    return readFileSync(`/proc/${parent}/comm`, "utf8").trim() === "postgres" ? parent : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) a local PostgreSQL server has used so far, every process of it:
 * the postmaster's own, its processes' that are running (backends, WAL writer, checkpointer...)
 * and those of its processes that have ended (the postmaster's reaped children, so that a
 * connection closed during a measure still counts). Undefined where /proc cannot be read.
 *
 * @example
 * const before = postgresServerCpuSeconds(postmaster); // 12.43
 */
export function postgresServerCpuSeconds(postmasterPid: number): number | undefined {
  const postmaster = statFields(postmasterPid);
  if (postmaster === undefined) return undefined;
  // utime, stime, cutime, cstime: the 12th to the 15th fields.
  let ticks = Number(postmaster[11]) + Number(postmaster[12]) + Number(postmaster[13]) + Number(postmaster[14]);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields !== undefined && Number(fields[1]) === postmasterPid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}
