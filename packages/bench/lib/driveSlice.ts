import autocannon from "autocannon";

/** What one slice of load on one server measured. */
export interface SliceFigures {
  /** Answers 2xx, and every other outcome (non-2xx, errors, timeouts). */
  readonly answered: number;
  readonly failed: number;
  /** Wall time of the slice, connecting included (the same for every server driven). */
  readonly seconds: number;
  /** The latency of each 2xx answer, in ms. */
  readonly latencies: readonly number[];
  /** CPU seconds the load generator used over the slice: with autocannon, this process's (it runs here). */
  readonly generatorCpuSeconds: number;
}

/**
 * Drives one server with autocannon for one slice of a paired bench: `connections` keep-alive
 * connections, each request the next of `nextBody()` (one counter shared by every server, so
 * that every server sees the same varied mix), every answer's latency kept so that a side's
 * slices can be merged into one p99 (autocannon's own percentiles are per run).
 *
 * @example
 * const slice = await driveSlice({ url, headers, connections: 8, seconds: 3, nextBody: () => bodies[next++ % bodies.length]! });
 * slice.answered / slice.seconds; // requests/s
 */
export async function driveSlice(options: {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly connections: number;
  readonly seconds: number;
  readonly nextBody: () => string;
}): Promise<SliceFigures> {
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const run = autocannon({
    url: options.url,
    method: "POST",
    headers: { ...options.headers },
    connections: options.connections,
    duration: options.seconds,
    requests: [{ setupRequest: (request: object) => ({ ...request, body: options.nextBody() }) }],
  });
  run.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await run;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  return { answered: latencies.length, failed: result.non2xx + result.errors + result.timeouts, seconds, latencies, generatorCpuSeconds: (cpu.user + cpu.system) / 1e6 };
}
