import { spawn, type ChildProcess } from "node:child_process";
import { bundleScript } from "../lib/bundleScript.js";
import { onEachLine } from "../lib/onEachLine.js";

/** One server of the service benchmark, in its own process (`serveForBench.ts`). */
export interface BenchServer {
  readonly kind: string;
  readonly url: string;
  readonly child: ChildProcess;
  /**
   * The server process's CPU time so far (user + system, or one `part`), in microseconds; `loop`
   * is not a time so far: the server prices the mix in a plain loop for 2 s and answers nanoseconds per request.
   */
  cpuMicroseconds(part?: "user" | "system" | "inside" | "loop"): Promise<number>;
}

/**
 * Starts `serveForBench.ts <kind>` (bundled as the package is built) and waits for its `READY`
 * line. The child's standard output is a pipe read here: the reference service writes its log
 * there, one JSON line per request, as it does under a process manager; everything but the
 * benchmark's own lines (`READY`, `CPU`) is read and dropped, so that the log costs the server
 * what it costs in production, not a full pipe's back-pressure.
 *
 * @example
 * const server = await startBenchServer("bare");
 * const before = await server.cpuMicroseconds();
 */
export async function startBenchServer(
  kind: string,
  env: Readonly<Record<string, string>> = {},
  bundle?: string,
  nodeFlags: readonly string[] = [],
): Promise<BenchServer> {
  // `bundle`: a serveForBench bundle built elsewhere (another checkout, for a same-run A/B).
  const script = bundle ?? (await bundleScript("service/serveForBench.ts"));
  // `nodeFlags`: V8 or node options for this server alone (a GC setting measured against its absence).
  const child = spawn(process.execPath, [...nodeFlags, script, kind], { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, ...env } });
  const lines: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  onEachLine(child.stdout, (line) => {
    if (!line.startsWith("READY ") && !line.startsWith("CPU ")) return;
    const waiter = waiters.shift();
    if (waiter === undefined) lines.push(line);
    else waiter(line);
  });
  const exited = new Promise<never>((_resolve, reject) => child.once("exit", (code) => reject(new Error(`the ${kind} server exited with code ${code}`))));
  exited.catch(() => undefined);
  const nextLine = () => Promise.race([new Promise<string>((resolve) => (lines.length > 0 ? resolve(lines.shift()!) : waiters.push(resolve))), exited]);
  const ready = await nextLine();
  const url = /^READY (\S+)$/.exec(ready)?.[1];
  if (url === undefined) throw new Error(`the ${kind} server said ${ready}`);
  return {
    kind,
    url,
    child,
    async cpuMicroseconds(part) {
      // Any other line is answered with the whole process's CPU.
      child.stdin.write(`${part ?? "cpu"}\n`);
      return Number(/^CPU (\d+)$/.exec(await nextLine())?.[1]);
    },
  };
}
