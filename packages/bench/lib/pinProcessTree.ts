import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { procStatFields } from "./procStatFields.js";

/** The parent process id of each process /proc shows now. */
function parentsOfProcesses(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    // A process that ended while /proc was read has no parent to give.
    const fields = procStatFields(`/proc/${entry}/stat`);
    if (fields !== undefined) parents.set(Number(entry), Number(fields[1]));
  }
  return parents;
}

/**
 * Pins a process, every thread of it and every process below it (as they run now) to the CPUs
 * given (`taskset`'s list: "0", "1-3"), on Linux with util-linux's `taskset`. A process started
 * later by one of them (a PostgreSQL backend forked by its postmaster) inherits the pinning. For a
 * bench that gives the measured service a core of its own and the rest (its database server, the
 * load generator) the others, as a machine with the database elsewhere would.
 *
 * @example
 * pinProcessTree(service.pid, "0"); // the service and its threads on CPU 0
 * pinProcessTree(postmasterPid, "1"); // the PostgreSQL server and its backends on CPU 1
 */
export function pinProcessTree(pid: number, cpus: string): void {
  const parents = parentsOfProcesses();
  const tree = [pid];
  for (let at = 0; at < tree.length; at += 1) {
    for (const [child, parent] of parents) if (parent === tree[at]) tree.push(child);
  }
  for (const member of tree) {
    try {
      execFileSync("taskset", ["-a", "-p", "-c", cpus, String(member)], { stdio: "ignore" });
    } catch (error) {
      // A process of the tree that ended meanwhile cannot be pinned, nor need be; a missing taskset must be said.
      if ((error as { code?: unknown }).code === "ENOENT") throw new Error("taskset is not installed (Debian's util-linux package)", { cause: error });
    }
  }
}
