import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { FetchHandler } from "pmi-rating/http";
import { QUOTE_PATH } from "pmi-rating/http";
import type { RequestLogEntry } from "pmi-rating/http";
import { selectTablesVersion } from "pmi-rating";
import type { RatingTables } from "pmi-rating";

/** The service's Prometheus metrics: fed from the request log, served at `GET /metrics`. */
export interface ServiceMetrics {
  /** Counts one answered request (the service calls it with every request log entry). */
  observe(entry: RequestLogEntry): void;
  /** `GET /metrics`: the Prometheus text exposition format. */
  readonly handle: FetchHandler;
  readonly registry: Registry;
}

export interface ServiceMetricsOptions {
  readonly tables: RatingTables;
  /** Paths counted under their own `route` label; any other path is counted as `other`. */
  readonly routes: readonly string[];
}

/**
 * The reference service's metrics on a registry of its own (prom-client): requests by method,
 * route and status and their latency; quotes priced, and refused by problem code; the tables
 * loaded and the version in force today; the Node process metrics. Unknown paths share the
 * route `other`, so a scan of random URLs cannot grow the number of series without bound.
 *
 * @example
 * const metrics = createServiceMetrics({ tables: defaultTables, routes: ["/v1/individualHealthcarePolicy/quote"] });
 * metrics.observe({ method: "POST", path: "/v1/individualHealthcarePolicy/quote", status: 200, durationMs: 3.2 });
 * await (await metrics.handle(new Request("http://localhost/metrics"))).text(); // "... pmi_quotes_priced_total 1 ..."
 */
export function createServiceMetrics(options: ServiceMetricsOptions): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const known = new Set(options.routes);
  const requests = new Counter({
    name: "pmi_http_requests_total",
    help: "HTTP requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "pmi_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route.",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const priced = new Counter({ name: "pmi_quotes_priced_total", help: "Quotation requests priced (200).", registers: [registry] });
  const rejected = new Counter({
    name: "pmi_quotes_rejected_total",
    help: "Quotation requests refused, by the problem's top-level code (docs/errors.md, docs/http.md).",
    labelNames: ["code"] as const,
    registers: [registry],
  });
  const tablesInfo = new Gauge({
    name: "pmi_tables_info",
    help: "Rating tables versions loaded (value 1), with their effective date and the hash of all tables.",
    labelNames: ["version", "effective_from", "hash"] as const,
    registers: [registry],
  });
  for (const version of options.tables.versions) {
    tablesInfo.set({ version: version.manifest.version, effective_from: version.manifest.effectiveFrom, hash: options.tables.hash }, 1);
  }
  new Gauge({
    name: "pmi_tables_version_in_force",
    help: "The rating tables version that prices a quote for today (value 1).",
    labelNames: ["version"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const version = selectTablesVersion(options.tables, new Date().toISOString().slice(0, 10));
      if (version !== undefined) this.set({ version: version.manifest.version }, 1);
    },
  });

  return {
    registry,
    observe(entry) {
      const route = known.has(entry.path) ? entry.path : "other";
      requests.inc({ method: entry.method.slice(0, 10), route, status: String(entry.status) });
      latency.observe({ method: entry.method.slice(0, 10), route }, entry.durationMs / 1000);
      if (entry.path !== QUOTE_PATH || entry.method !== "POST") return;
      if (entry.status === 200) priced.inc();
      else rejected.inc({ code: entry.code ?? `HTTP_${entry.status}` });
    },
    async handle() {
      const text = await registry.metrics();
      return new Response(text, { status: 200, headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
    },
  };
}
