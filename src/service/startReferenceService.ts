import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import type { TokenVerifier } from "../http/authentication.js";
import { createJwtVerifier, DEFAULT_REQUIRED_SCOPE } from "../http/createJwtVerifier.js";
import { buildOpenApiDocument } from "../http/buildOpenApiDocument.js";
import { createLookupHandler, INCENTIVES_PATH, NCD_LEVEL_PATH } from "../http/createLookupHandler.js";
import { createQuoteHandler } from "../http/createQuoteHandler.js";
import { QUOTE_PATH } from "../http/quoteHandlerOptions.js";
import type { RequestLogEntry } from "../http/requestLog.js";
import { attachSocketGuards } from "../http/attachSocketGuards.js";
import { toNodeListener } from "../http/toNodeListener.js";
import { defaultTables } from "../tables/default/index.js";
import { loadTables } from "../tables/loadTables.js";
import type { RatingTables } from "../tables/types.js";
import { createReferenceHandler, type Route } from "./createReferenceHandler.js";
import { createTokenEndpoint } from "./createTokenEndpoint.js";
import { createServiceMetrics, type ServiceMetrics } from "./createServiceMetrics.js";
import { errorLogFields } from "./errorLogFields.js";
import { loadWorkbenchAssets, type WorkbenchSource } from "./loadWorkbenchAssets.js";
import { readMetricsEnabled } from "./readMetricsEnabled.js";
import { sharedTestSigningKey } from "./sharedTestSigningKey.js";
import { withLookups } from "./withLookups.js";
import { isLoopbackHost } from "./isLoopbackHost.js";
import { readServiceConfig } from "./readServiceConfig.js";
import { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_TOKEN_LIFETIME_SECONDS } from "./testEnvironment.js";
import { workbenchRoutes } from "./workbenchRoutes.js";
import { startServiceQuoteRecords } from "../records/startServiceQuoteRecords.js";

export interface ReferenceServiceOptions {
  /** Environment to read the configuration from (default `process.env`); see docs/http.md. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Port, overriding PORT; 0 picks a free one. */
  readonly port?: number;
  /** Interface to listen on, overriding HOST (default 127.0.0.1: this machine only). */
  readonly host?: string;
  /**
   * Lets the test environment (token endpoint with the published client secret) listen on a
   * non-loopback host, overriding PMI_ALLOW_TEST_MODE_ON_NETWORK (default false: refused).
   */
  readonly allowTestModeOnNetwork?: boolean;
  /** Tables, overriding PMI_TABLES_DIR and the default tables. */
  readonly tables?: RatingTables;
  /** Registered calling systems, overriding PMI_REGISTRY. */
  readonly registry?: readonly string[];
  /** Where log lines go, one JSON object per line (default: standard output). */
  readonly log?: (line: string) => void;
  /**
   * Serve the actuary's workbench at `/` (docs/workbench.md), showing the tables of `tablesDir`
   * (default: the tables folder of the configuration). `false` turns it off. Default: on, unless
   * `tables` is given (the page could not show tables it has no files of).
   */
  readonly workbench?: WorkbenchSource | false;
  /** Shut down gracefully on SIGTERM and SIGINT (default true). */
  readonly handleSignals?: boolean;
  /**
   * Longest time a client may take to send a whole request (default 30 000 ms; the headers alone
   * get at most 15 000 ms of it); a slower one is answered 408 and disconnected.
   */
  readonly requestTimeoutMs?: number;
  /** How long shutdown waits for in-flight requests before closing their connections (default 10 000 ms). */
  readonly shutdownTimeoutMs?: number;
  /** Keep every quote on record when PMI_QUOTE_STORE is unset (default false; `pmi-rating serve` sets true). See docs/records.md. */
  readonly keepQuotes?: boolean;
}

export interface ReferenceService {
  /** Base URL, e.g. `http://localhost:8080`. */
  readonly url: string;
  /** `test` (with the token endpoint) or `production`. */
  readonly mode: "test" | "production";
  readonly server: Server;
  /** Stops accepting connections, lets in-flight requests finish (up to the timeout), then resolves. */
  close(): Promise<void>;
}

/** How long, during shutdown, an idle keep-alive connection may still bring a request before it is closed. */
const IDLE_GRACE_MS = 500;

/** The configuration cannot start a service; every problem is listed. */
export class ServiceConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`pmi-rating: the service configuration is not usable:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ServiceConfigError";
  }
}

/** The test environment's signing key pair, with the public half as a JWK. */
async function createTestSigningKey() {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const keyId = `test-${Date.now().toString(36)}`;
  const jwk = { ...(await exportJWK(publicKey)), kid: keyId, alg: "ES256", use: "sig" };
  return { privateKey, keyId, jwk };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function baseUrlOf(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const shown = host === "0.0.0.0" || host === "::" || host === "[::]" ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * Starts the reference quotation service: `POST /v1/individualHealthcarePolicy/quote`,
 * the look-ups `GET /v1/individualHealthcarePolicy/ncdLevel` and `.../incentives`, `GET /healthz`,
 * `GET /readyz`, `GET /metrics` (unless `PMI_METRICS=off`), `GET /openapi.json`, the workbench page at `GET /` and, in the test environment, `POST /oauth2/token` and
 * `GET /oauth2/jwks`. Logs one JSON line per request, free of personal data. See docs/http.md.
 *
 * @example
 * const service = await startReferenceService({ port: 0, handleSignals: false });
 * // ... fetch(`${service.url}/healthz`)
 * await service.close();
 */
export async function startReferenceService(options: ReferenceServiceOptions = {}): Promise<ReferenceService> {
  const read = readServiceConfig(options.env ?? process.env);
  if (!read.ok) throw new ServiceConfigError(read.problems);
  const config = read.config;
  const env = options.env ?? process.env;
  // Metrics and the shared test signing key are read beside the main configuration (docs/deployment.md).
  const metricsSetting = readMetricsEnabled(env);
  const sharedKey = await sharedTestSigningKey(env);
  const extraProblems = [...(metricsSetting.ok ? [] : [metricsSetting.problem]), ...(sharedKey.ok ? [] : [sharedKey.problem])];
  if (extraProblems.length > 0) throw new ServiceConfigError(extraProblems);
  let metrics: ServiceMetrics | undefined;
  const writeLine = options.log ?? ((line: string) => process.stdout.write(line + "\n"));
  const log = (level: "info" | "warn" | "error", event: string, fields: object = {}) =>
    writeLine(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  const logRequest = (entry: RequestLogEntry) => {
    metrics?.observe(entry);
    log(entry.status >= 500 ? "error" : "info", "request", entry);
  };
  const logError = (error: unknown) => log("error", "unexpected-error", errorLogFields(error));

  const tables = options.tables ?? (config.tablesDir === undefined ? defaultTables : await loadTables(config.tablesDir));
  const registry = options.registry ?? config.registry;
  const host = options.host ?? config.host;
  const records = await startServiceQuoteRecords(env, options.keepQuotes ?? false, tables, log);

  const mode = config.authentication.mode;
  const testModeOnNetwork = mode === "test" && !isLoopbackHost(host);
  if (testModeOnNetwork && !(options.allowTestModeOnNetwork ?? config.allowTestModeOnNetwork)) {
    // The test client's secret is published: anyone who can reach the port could get tokens.
    throw new ServiceConfigError([
      `HOST ${host} is reachable from the network, and the test environment hands out tokens to a published client secret: ` +
        "configure production authentication (PMI_JWKS_URL, PMI_ISSUER, PMI_AUDIENCE, PMI_REGISTRY), listen on 127.0.0.1, " +
        "or, for a throw-away demo container, set PMI_ALLOW_TEST_MODE_ON_NETWORK=true.",
    ]);
  }
  // A key made at start: tokens of an earlier run, or of another instance, are not accepted.
  // With PMI_TEST_SIGNING_KEY every process of a deployment shares one, so a token verifies on all of them.
  const testKey = mode === "test" ? ((sharedKey.ok ? sharedKey.key : undefined) ?? (await createTestSigningKey())) : undefined;
  if (metricsSetting.ok && metricsSetting.enabled) metrics = createServiceMetrics({ tables, routes: [QUOTE_PATH, NCD_LEVEL_PATH, INCENTIVES_PATH, "/healthz", "/readyz", "/metrics", "/openapi.json", "/oauth2/token", "/oauth2/jwks"] });

  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const server = createServer({
    requestTimeout,
    headersTimeout: Math.min(15_000, requestTimeout),
    // Node checks the timeouts above on this period: a quarter of the limit keeps them close to exact.
    connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(requestTimeout / 4))),
  });
  await listen(server, options.port ?? config.port, host);
  // From here to attaching the request listener nothing awaits, so no request can arrive unanswered.
  const url = baseUrlOf(server, host);

  const routes: Record<string, Route> = {
    "/healthz": {
      method: "GET",
      handle: async () => Response.json({ status: "ok", mode, tables: { hash: tables.hash, versions: tables.versions.map((version) => version.manifest.version) } }),
    },
  };
  const workbench = options.workbench ?? (options.tables === undefined ? (config.tablesDir === undefined ? {} : { tablesDir: config.tablesDir }) : false);
  if (workbench !== false) Object.assign(routes, workbenchRoutes(() => loadWorkbenchAssets(workbench)));
  let authenticate: TokenVerifier;
  let tokenUrl: string | undefined;
  if (config.authentication.mode === "production") {
    authenticate = createJwtVerifier({ jwksUrl: config.authentication.jwksUrl, issuer: config.authentication.issuer, audience: config.authentication.audience });
    tokenUrl = config.authentication.tokenUrl;
  } else {
    if (testKey === undefined) throw new Error("pmi-rating: the test environment has no signing key");
    const { privateKey, keyId, jwk } = testKey;
    const issuer = ("issuer" in testKey ? testKey.issuer : undefined) ?? url;
    authenticate = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience: TEST_AUDIENCE });
    tokenUrl = `${url}/oauth2/token`;
    routes["/oauth2/token"] = {
      method: "POST",
      handle: createTokenEndpoint({
        clients: [{ clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, scopes: [DEFAULT_REQUIRED_SCOPE] }],
        signingKey: privateKey,
        keyId,
        algorithm: "ES256",
        issuer,
        audience: TEST_AUDIENCE,
        lifetimeSeconds: TEST_TOKEN_LIFETIME_SECONDS,
      }),
    };
    routes["/oauth2/jwks"] = { method: "GET", handle: async () => Response.json({ keys: [jwk] }) };
  }
  const document = buildOpenApiDocument({ serverUrl: url, ...(tokenUrl === undefined ? {} : { tokenUrl }) });
  routes["/openapi.json"] = { method: "GET", handle: async () => Response.json(document) };

  routes["/readyz"] = {
    method: "GET",
    // Not ready once shutdown has begun, so that a load balancer's health check takes the process out first.
    handle: async () => (closing === undefined ? Response.json({ status: "ready" }) : Response.json({ status: "stopping" }, { status: 503 })),
  };
  if (metrics !== undefined) routes["/metrics"] = { method: "GET", handle: metrics.handle };
  const lookups = createLookupHandler({ tables, authenticate, logger: logRequest, onError: logError });
  const quote = createQuoteHandler({
    tables,
    authenticate,
    logger: logRequest,
    onError: logError,
    ...(registry === undefined ? {} : { registry }),
  });
  const logRefused = (event: { readonly status: number; readonly code: string }) => log("info", "request-refused", event);
  const listener = toNodeListener(createReferenceHandler({ quote: records.wrap(withLookups(quote, lookups), { authenticate, logger: logRequest, onError: logError }), routes, logger: logRequest, onError: logError }), { onError: logError, onRefused: logRefused });
  attachSocketGuards(server, { onRefused: logRefused });
  let closing: Promise<void> | undefined;
  // Responses not yet begun: when shutdown starts they are told to close their connection.
  const unanswered = new Set<ServerResponse>();
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (closing !== undefined) response.setHeader("connection", "close");
    else {
      unanswered.add(response);
      response.once("close", () => unanswered.delete(response));
    }
    listener(request, response);
  });
  log("info", "listening", {
    url,
    mode,
    ...(mode === "test" ? { tokenEndpoint: `${url}/oauth2/token` } : {}),
    ...(testModeOnNetwork ? { warning: "test mode on a network interface: anyone who can reach it can get tokens with the published test client secret" } : {}),
    registry: registry === undefined ? "not checked" : registry,
    tables: tables.versions.map((version) => version.manifest.version),
  });

  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      removeSignalHandlers();
      log("info", "stopping", { shutdownTimeoutMs });
      // In-flight requests are answered with Connection: close, so their clients send no more on
      // those connections: no request is cut off half-way, no connection reset.
      for (const response of unanswered) if (!response.headersSent) response.setHeader("connection", "close");
      const forceTimer = setTimeout(() => {
        log("warn", "shutdown-timeout", { shutdownTimeoutMs });
        server.closeAllConnections();
      }, shutdownTimeoutMs);
      forceTimer.unref();
      // A keep-alive connection idle right now may carry a request the client is sending this very
      // moment; closing it at once would reset that request. For a short grace it is answered (with
      // Connection: close) instead; only connections still idle after it are closed.
      const graceTimer = setTimeout(() => server.closeIdleConnections(), Math.min(IDLE_GRACE_MS, shutdownTimeoutMs));
      graceTimer.unref();
      // net.Server's close, not http.Server's, which would close idle connections at once (Node 19+).
      NetServer.prototype.close.call(server, () => {
        clearTimeout(forceTimer);
        clearTimeout(graceTimer);
        void records.close().then(() => {
          log("info", "stopped");
          resolve();
        });
      });
    });
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing !== undefined) {
      // A second signal means: stop now.
      server.closeAllConnections();
      return;
    }
    log("info", "signal", { signal });
    void close();
  };
  const handleSignals = options.handleSignals ?? true;
  function removeSignalHandlers() {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
  }
  if (handleSignals) {
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
  }

  return { url, mode, server, close };
}
