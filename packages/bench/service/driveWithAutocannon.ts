import autocannon from "autocannon";

/** What one autocannon run measured. */
export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
  readonly requests: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
}

/**
 * Drives one endpoint with autocannon (keep-alive connections, the same body on every
 * request) and fails loudly when any request errored or was answered with a non-2xx status:
 * a throughput of failures is not a throughput.
 *
 * @example
 * await driveWithAutocannon({ url, body, headers: {}, connections: 10, durationSeconds: 10 });
 */
export async function driveWithAutocannon(options: {
  readonly url: string;
  readonly body: string;
  /** A varied mix: each connection sends these bodies in turn (instead of `body` on every request). */
  readonly bodies?: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly label: string;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    method: "POST",
    body: options.body,
    headers: { "content-type": "application/json", ...options.headers },
    connections: options.connections,
    duration: options.durationSeconds,
    pipelining: 1,
    ...(options.bodies === undefined ? {} : { requests: options.bodies.map((body) => ({ method: "POST" as const, body })) }),
  });
  const figures: LoadFigures = {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
  if (figures.errors > 0 || figures.timeouts > 0 || figures.non2xx > 0) {
    throw new Error(
      `${options.label}: ${figures.errors} errors, ${figures.timeouts} timeouts and ${figures.non2xx} non-2xx answers out of ${figures.requests} requests; refusing to report its speed.`,
    );
  }
  return figures;
}
