import { createServer, type Server } from "node:http";
import { Server as NetServer, type AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import type { TokenVerifier } from "pmi-rating/http";
import { createJwtVerifier, DEFAULT_REQUIRED_SCOPE } from "./http/createJwtVerifier.js";
import { createLookupHandler, INCENTIVES_PATH, NCD_LEVEL_PATH } from "pmi-rating/http";
import { createMemoryIdempotencyKeys, createQuoteHandler } from "pmi-rating/http";
import { QUOTE_PATH } from "pmi-rating/http";
import { safeQuote } from "pmi-rating";
import type { RequestLogEntry } from "pmi-rating/http";
import { attachSocketGuards } from "./http/attachSocketGuards.js";
import { toNodeListener } from "./http/toNodeListener.js";
import { defaultTables } from "pmi-rating/tables";
import { loadTables } from "pmi-rating/node";
import type { RatingTables } from "pmi-rating";
import { attachConnectionBookkeeping } from "./attachConnectionBookkeeping.js";
import { createServiceApp } from "./createServiceApp.js";
import { createServiceLogger } from "./createServiceLogger.js";
import type { Route } from "./serviceRoute.js";
import { createFailureLimiter } from "pmi-rating/http";
import { createTarpit } from "pmi-rating/http";
import { createTokenEndpoint } from "./createTokenEndpoint.js";
import { createServiceMetrics, type ServiceMetrics } from "./createServiceMetrics.js";
import { errorLogFields } from "./errorLogFields.js";
import { buildServiceOpenApiDocument } from "./buildServiceOpenApiDocument.js";
import { loadWorkbenchAssets, type WorkbenchSource } from "@pmi-rating/workbench";
import { readIdempotencyWindow } from "./readIdempotencyWindow.js";
import { readMetricsEnabled } from "./readMetricsEnabled.js";
import { sharedTestSigningKey } from "./sharedTestSigningKey.js";
import { logLevelOfRequest } from "./logLevelOfRequest.js";
import { isLoopbackHost } from "./isLoopbackHost.js";
import { readRateLimits } from "./readRateLimits.js";
import { readAllowUnapprovedTables } from "./readAllowUnapprovedTables.js";
import { unapprovedTablesProblems } from "./unapprovedTablesProblems.js";
import { tablesSignOff } from "pmi-rating/tables";
import { readServiceConfig, type ServiceMode } from "./readServiceConfig.js";
import { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_TOKEN_LIFETIME_SECONDS } from "./testEnvironment.js";
import { workbenchRoutes } from "./workbenchRoutes.js";
import { startServiceQuoteRecords } from "@pmi-rating/store";

export interface ReferenceServiceOptions {
  /** Environment to read the configuration from (default `process.env`); see docs/http.md. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Port, overriding PORT; 0 picks a free one. */
  readonly port?: number;
  /** Interface to listen on, overriding HOST (default 127.0.0.1: this machine only). */
  readonly host?: string;
  /**
   * What the service is run for, overriding PMI_MODE: `demo` lets the test environment (token
   * endpoint with the published client secret) listen on a non-loopback host, which `test` refuses.
   */
  readonly mode?: ServiceMode;
  /** Tables, overriding PMI_TABLES_DIR and the default tables. */
  readonly tables?: RatingTables;
  /**
   * Price with tables whose versions are not all approved as they are (a draft, a version
   * without sign-off, one changed after approval), overriding PMI_ALLOW_UNAPPROVED_TABLES
   * (default false: the service refuses to start with them). When true the log says so at
   * start, and every quote's record (`unapprovedTablesAllowed`).
   */
  readonly allowUnapprovedTables?: boolean;
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
  /**
   * Told the service's URL as soon as its port answers, which may be before its quote store is
   * open (the returned promise waits for that): `/healthz` answers, `/readyz` says 503 until then.
   */
  readonly onListening?: (url: string) => void;
  /** The clock of the Idempotency-Key window (default the system's): a test moves it past the window. */
  readonly idempotencyClock?: () => Date;
}

export interface ReferenceService {
  /** Base URL, e.g. `http://localhost:8080`. */
  readonly url: string;
  /** `test` or `demo` (with the token endpoint), or `production`. */
  readonly mode: ServiceMode;
  readonly server: Server;
  /** Stops accepting connections, lets in-flight requests finish (up to the timeout), then resolves. */
  close(): Promise<void>;
}

/**
 * Requests of one connection answered at once; the rest of a pipeline waits its turn. Browsers
 * and HTTP clients send one request at a time per connection, so only a pipelining client waits.
 */
const MAX_ANSWERING_PER_CONNECTION = 8;
/** Requests of one connection that may wait behind those; a client further ahead is not reading, and its connection is closed. */
const MAX_WAITING_PER_CONNECTION = 56;

/** Said in the log of a service in demo mode, at start and in its `listening` line. */
const DEMO_MODE_WARNING =
  "DEMO MODE (PMI_MODE=demo): anyone who can reach this service can get tokens with the published test client secret; never use it for real customers' quotes";

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
 * It listens before its quote store is open (`onListening`), and resolves once it is; it
 * rejects, having stopped, when the store cannot be opened (docs/records.md).
 *
 * @example
 * const service = await startReferenceService({ port: 0, handleSignals: false });
 * // ... fetch(`${service.url}/healthz`)
 * await service.close();
 */
export async function startReferenceService(options: ReferenceServiceOptions = {}): Promise<ReferenceService> {
  const env = options.env ?? process.env;
  const read = readServiceConfig(options.mode === undefined ? env : { ...env, PMI_MODE: options.mode });
  if (!read.ok) throw new ServiceConfigError(read.problems);
  const config = read.config;
  // Metrics and the shared test signing key are read beside the main configuration (docs/deployment.md).
  const metricsSetting = readMetricsEnabled(env);
  const sharedKey = await sharedTestSigningKey(env);
  const rateLimits = readRateLimits(env);
  const idempotencyWindow = readIdempotencyWindow(env);
  const allowSetting = readAllowUnapprovedTables(env);
  const extraProblems = [
    ...(metricsSetting.ok ? [] : [metricsSetting.problem]),
    ...(idempotencyWindow.ok ? [] : [idempotencyWindow.problem]),
    ...(allowSetting.ok ? [] : [allowSetting.problem]),
    ...(sharedKey.ok ? [] : [sharedKey.problem]),
    ...(rateLimits.ok ? [] : rateLimits.problems),
  ];
  if (extraProblems.length > 0 || !rateLimits.ok || !idempotencyWindow.ok) throw new ServiceConfigError(extraProblems);
  // One count of refused tokens per address for this service's quotation and look-ups together.
  const failedAuthentication = createFailureLimiter(rateLimits.limits.failedAuthentication);
  // One tarpit for every rate limit's 429 of this service: one cap on the answers held at once.
  const tarpit = createTarpit(rateLimits.limits.tarpit);
  let metrics: ServiceMetrics | undefined;
  const logger = createServiceLogger(options.log);
  const log = (level: "info" | "warn" | "error", event: string, fields: object = {}) => logger[level](fields, event);
  const logRequest = (entry: RequestLogEntry) => {
    metrics?.observe(entry);
    log(logLevelOfRequest(entry), "request", entry);
  };
  const logError = (error: unknown) => log("error", "unexpected-error", errorLogFields(error));

  const tables = options.tables ?? (config.tablesDir === undefined ? defaultTables : await loadTables(config.tablesDir));
  // Live quotes are priced only with tables signed off as they are, unless the operator names the risk (docs/rate-change.md).
  const allowUnapprovedTables = options.allowUnapprovedTables ?? (allowSetting.ok && allowSetting.allowed);
  if (!allowUnapprovedTables) {
    const where =
      options.tables !== undefined ? "the tables given" : config.tablesDir === undefined ? "the shipped tables" : `PMI_TABLES_DIR ${JSON.stringify(config.tablesDir)}`;
    const refused = unapprovedTablesProblems(tables, where);
    if (refused.length > 0) throw new ServiceConfigError(refused);
  }
  const registry = options.registry ?? config.registry;
  const host = options.host ?? config.host;
  const mode = config.mode;
  if (mode === "test" && !isLoopbackHost(host)) {
    // The test client's secret is published: anyone who can reach the port could get tokens.
    throw new ServiceConfigError([
      `HOST ${host} is reachable from the network, and the test environment hands out tokens to a published client secret: ` +
        "set PMI_MODE=production with PMI_JWKS_URL, PMI_ISSUER, PMI_AUDIENCE and PMI_REGISTRY, listen on 127.0.0.1, " +
        "or, for a throw-away demo container, set PMI_MODE=demo.",
    ]);
  }
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  // Opened while the service starts and listens (PGlite takes a second or more): a quotation that
  // arrives first waits for its record, up to the request timeout (docs/records.md). Started
  // after every check of the configuration, and closed if the port cannot be had: its thread
  // would otherwise keep a process that cannot serve alive.
  const idempotency = { windowMs: idempotencyWindow.windowMs, ...(options.idempotencyClock === undefined ? {} : { now: options.idempotencyClock }) };
  const records = startServiceQuoteRecords(env, options.keepQuotes ?? false, tables, log, {
    waitMs: requestTimeout,
    idempotencyWindowMs: idempotency.windowMs,
    ...(idempotency.now === undefined ? {} : { now: idempotency.now }),
    unapprovedTablesAllowed: allowUnapprovedTables,
  });
  // A key made at start: tokens of an earlier run, or of another instance, are not accepted.
  // With PMI_TEST_SIGNING_KEY every process of a deployment shares one, so a token verifies on all of them.
  const testKey = config.authentication.mode === "test" ? ((sharedKey.ok ? sharedKey.key : undefined) ?? (await createTestSigningKey())) : undefined;
  if (metricsSetting.ok && metricsSetting.enabled)
    metrics = createServiceMetrics({
      tables,
      routes: [QUOTE_PATH, NCD_LEVEL_PATH, INCENTIVES_PATH, "/healthz", "/readyz", "/metrics", "/openapi.json", "/oauth2/token", "/oauth2/jwks"],
    });

  const server = createServer({
    // A request without Host is answered with a problem by the listener (MISSING_HOST), not
    // with Node's empty 400.
    requireHostHeader: false,
    requestTimeout,
    headersTimeout: Math.min(15_000, requestTimeout),
    // Node checks the timeouts above on this period: a quarter of the limit keeps them close to exact.
    connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(requestTimeout / 4))),
  });
  await listen(server, options.port ?? config.port, host).catch(async (error: unknown) => {
    await records.close();
    throw error;
  });
  // From here to attaching the request listener nothing awaits, so no request can arrive unanswered.
  const url = baseUrlOf(server, host);

  const routes: Record<string, Route> = {
    "/healthz": {
      method: "GET",
      handle: async () => Response.json({ status: "ok", mode, tables: { hash: tables.hash, versions: tables.versions.map((version) => version.manifest.version) } }),
    },
  };
  const workbench = options.workbench ?? (options.tables === undefined ? (config.tablesDir === undefined ? {} : { tablesDir: config.tablesDir }) : false);
  if (workbench !== false)
    Object.assign(
      routes,
      workbenchRoutes(() => loadWorkbenchAssets(workbench)),
    );
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
        rateLimits: rateLimits.limits.token,
        tarpit,
      }),
    };
    routes["/oauth2/jwks"] = { method: "GET", handle: async () => Response.json({ keys: [jwk] }) };
  }
  const document = buildServiceOpenApiDocument({ serverUrl: url, ...(tokenUrl === undefined ? {} : { tokenUrl }) });
  // Serialized once: every answer shares the text instead of building its own copy.
  const documentText = JSON.stringify(document);
  routes["/openapi.json"] = { method: "GET", handle: async () => new Response(documentText, { headers: { "content-type": "application/json" } }) };

  routes["/readyz"] = {
    method: "GET",
    // Not ready until the quote store is open, nor once shutdown has begun, so that a load
    // balancer's health check sends nothing before and takes the process out first.
    handle: async () =>
      closing !== undefined
        ? Response.json({ status: "stopping" }, { status: 503 })
        : records.isOpen()
          ? Response.json({ status: "ready" })
          : Response.json({ status: "starting" }, { status: 503 }),
  };
  if (metrics !== undefined) routes["/metrics"] = { method: "GET", handle: metrics.handle };
  const lookups = createLookupHandler({ tables, authenticate, logger: logRequest, onError: logError, failedAuthenticationLimit: failedAuthentication, tarpit });
  const quote = createQuoteHandler({
    tables,
    // The library has no clock: the service quotes on today's (UTC) date, so that a version's availableFrom holds.
    // A draft prices only where the operator allowed unapproved tables.
    quote: (request, quoteTables, quoteOptions) =>
      safeQuote(request, quoteTables, { ...quoteOptions, quoteDate: new Date().toISOString().slice(0, 10), ...(allowUnapprovedTables ? { allowDraft: true } : {}) }),
    authenticate,
    logger: logRequest,
    onError: logError,
    failedAuthenticationLimit: failedAuthentication,
    refusedQuotationLimit: rateLimits.limits.refusedQuotations,
    tarpit,
    ...(registry === undefined ? {} : { registry }),
    ...(records.recordQuotation === undefined ? {} : { recordQuotation: records.recordQuotation }),
    // Idempotency-Key: in the store, shared by every process on its database; with the store
    // off, in this process's memory only (docs/decisions.md).
    idempotencyKeys: records.idempotencyKeys ?? createMemoryIdempotencyKeys(idempotency),
  });
  const logRefused = (event: { readonly status: number; readonly code: string }) => log("info", "request-refused", event);
  const app = createServiceApp({
    quote: records.wrap(quote, { authenticate, logger: logRequest, onError: logError, failedAuthenticationLimit: failedAuthentication, tarpit }),
    lookups,
    routes,
    logger: logRequest,
    onError: logError,
  });
  // The service process is this server alone: it takes the adapter's lightweight Request and
  // Response in place of the globals, which writes each answer to the socket at once instead of
  // through a Web stream (docs/performance.md, the service).
  const listener = toNodeListener(async (request, connection) => app.fetch(request, connection), {
    onError: logError,
    onRefused: logRefused,
    overrideGlobalObjects: true,
  });
  attachSocketGuards(server, { onRefused: logRefused });
  let closing: Promise<void> | undefined;
  const connections = attachConnectionBookkeeping(server, listener, {
    maxAnsweringPerConnection: MAX_ANSWERING_PER_CONNECTION,
    maxWaitingPerConnection: MAX_WAITING_PER_CONNECTION,
    onPipelineTooDeep: () => log("warn", "connection-closed", { reason: "pipeline-too-deep", maxPipelined: MAX_ANSWERING_PER_CONNECTION + MAX_WAITING_PER_CONNECTION }),
  });
  // Loud, at warn, on its own line: a demo is the operator's explicit choice, never a surprise.
  if (mode === "demo") log("warn", "demo-mode", { warning: DEMO_MODE_WARNING });
  log("info", "listening", {
    url,
    mode,
    ...(config.authentication.mode === "test" ? { tokenEndpoint: `${url}/oauth2/token` } : {}),
    ...(mode === "demo" ? { warning: DEMO_MODE_WARNING } : {}),
    registry: registry === undefined ? "not checked" : registry,
    tables: tables.versions.map((version) => version.manifest.version),
    ...(allowUnapprovedTables ? { unapprovedTablesAllowed: true } : {}),
  });
  if (allowUnapprovedTables) {
    log("warn", "unapproved-tables-allowed", {
      setting: "PMI_ALLOW_UNAPPROVED_TABLES",
      versions: tablesSignOff(tables).versions.map(({ version, state, hash, approvedHash }) => ({
        version,
        state,
        hash,
        ...(approvedHash === undefined ? {} : { approvedHash }),
      })),
      detail: "live quotes may be priced with tables not approved as they are; every quote's record says so",
    });
  }

  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      removeSignalHandlers();
      log("info", "stopping", { shutdownTimeoutMs });
      // In-flight requests are answered with Connection: close, so their clients send no more on
      // those connections: no request is cut off half-way, no connection reset.
      connections.closeConnectionsAfterCurrentAnswers();
      // The 429 answers held in the tarpit are given now (with Connection: close, as above), and
      // any later one at once: a held answer must not hold the stop.
      tarpit.release();
      const forceTimer = setTimeout(() => {
        log("warn", "shutdown-timeout", { shutdownTimeoutMs });
        server.closeAllConnections();
      }, shutdownTimeoutMs);
      forceTimer.unref();
      // A keep-alive connection idle right now may carry a request the client is sending this very
      // moment: closing it would reset that request, and no timer can tell (on a busy machine the
      // request may already wait, unread, in the socket). So no idle connection is closed by the
      // service: each ends on its own state, after its next answer (Connection: close), when its
      // client closes it, or when the keep-alive timeout announced to the client
      // (Keep-Alive: timeout=5) runs out; the shutdown timeout bounds the whole.
      // net.Server's close, not http.Server's, which would close idle connections at once (Node 19+).
      NetServer.prototype.close.call(server, () => {
        clearTimeout(forceTimer);
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
  options.onListening?.(url);
  try {
    await records.opened;
  } catch (error) {
    // The quotations waiting for their record are being answered 503; an idle connection has
    // nothing to finish, and would hold the stop for its keep-alive time.
    const closed = close();
    server.closeIdleConnections();
    await closed;
    throw error;
  }

  return { url, mode, server, close };
}
