import { answerOfBenchBody, serviceBenchBodies } from "./serviceBenchBodies.js";

/**
 * Prices the service benchmark's 1,000 bodies in a plain loop for `milliseconds` (parse,
 * `safeQuote`, serialise: what `startSafeQuoteServer.ts` does per request) and returns the CPU
 * per request in nanoseconds. Run inside a benchmark server between its loads, it compares the
 * same JIT code and heap with and without node:http around it.
 *
 * @example
 * loopCpuNanosecondsPerRequest(2000); // e.g. 61000
 */
export function loopCpuNanosecondsPerRequest(milliseconds: number): number {
  const bodies = serviceBenchBodies();
  const before = process.cpuUsage();
  const end = performance.now() + milliseconds;
  let requests = 0;
  let bytes = 0;
  while (performance.now() < end) {
    for (let index = 0; index < 100; index += 1) {
      bytes += answerOfBenchBody(JSON.parse(bodies[requests % bodies.length]!)).text.length;
      requests += 1;
    }
  }
  const { user, system } = process.cpuUsage(before);
  return bytes > 0 ? Math.round(((user + system) * 1000) / requests) : 0;
}
