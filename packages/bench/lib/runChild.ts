import { spawn } from "node:child_process";
import { bundleScript } from "./bundleScript.js";

/** Marks the one line of a child's stdout that carries its JSON result. */
export const RESULT_PREFIX = "BENCH_RESULT ";

/**
 * Runs a benchmark script in a fresh Node process, bundled as the package is built (see
 * {@link bundleScript}; plain `node`, no tsx), so that one measurement's JIT state, heap and
 * threads cannot colour the next, and returns the JSON the script printed with
 * {@link printResult}. The child's other output goes to our stderr.
 *
 * @example
 * const heap = await runChild<HeapFigures>("engine/measureHeap.ts", { nodeFlags: ["--expose-gc"] });
 */
export async function runChild<T>(script: string, options: ChildOptions = {}): Promise<T> {
  return runBundledChild<T>(await bundleScript(script), options);
}

/** How a child benchmark is run: Node flags, extra environment, and how long it may take. */
export interface ChildOptions {
  readonly nodeFlags?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

/**
 * {@link runChild} on a script already bundled by {@link bundleScript}: for a bench that runs the
 * same child many times (one fresh process per measure and round), bundled once.
 *
 * @example
 * const path = await bundleScript("engine/measureVariedBookChild.ts");
 * const figures = await runBundledChild<number[]>(path, { env: { BENCH_MEASURE: "json" } });
 */
export async function runBundledChild<T>(path: string, options: ChildOptions = {}): Promise<T> {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), path], {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // A bounded run: a child that hangs (a server that never answers, a stuck pool) fails the bench instead of holding it.
  const timeoutMs = options.timeoutMs ?? 8 * 60_000;
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  let stdout = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    stdout += chunk;
  });
  const exitCode = await new Promise<number | null>((resolve) => child.on("close", resolve));
  clearTimeout(timer);
  const line = stdout.split("\n").find((candidate) => candidate.startsWith(RESULT_PREFIX));
  if (exitCode !== 0 || line === undefined) {
    throw new Error(`${path} failed (exit code ${exitCode}${exitCode === null ? `, killed after ${timeoutMs / 1000} s or by a signal` : ""}); its output:\n${stdout}`);
  }
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as T;
}

/** Prints a child benchmark's result where {@link runChild} finds it. */
export function printResult(result: unknown): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
}

/** True when BENCH_QUICK asks for a short run (development, CI smoke). */
export const isQuickRun = process.env.BENCH_QUICK === "1";
