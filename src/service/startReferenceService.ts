import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import type { TokenVerifier } from "../http/authentication.js";
import { createJwtVerifier, DEFAULT_REQUIRED_SCOPE } from "../http/createJwtVerifier.js";
import { buildOpenApiDocument } from "../http/buildOpenApiDocument.js";
import { createQuoteHandler } from "../http/createQuoteHandler.js";
import type { RequestLogEntry } from "../http/requestLog.js";
import { toNodeListener } from "../http/toNodeListener.js";
import { defaultTables } from "../tables/default/index.js";
import { loadTables } from "../tables/loadTables.js";
import type { RatingTables } from "../tables/types.js";
import { createReferenceHandler, type Route } from "./createReferenceHandler.js";
import { createTokenEndpoint } from "./createTokenEndpoint.js";
import { errorLogFields } from "./errorLogFields.js";
import { readServiceConfig } from "./readServiceConfig.js";
import { importSharedTestSigningKey, type SharedTestSigningKey } from "./cluster/testSigningKey.js";
import { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_TOKEN_LIFETIME_SECONDS } from "./testEnvironment.js";

export interface ReferenceServiceOptions {
  /** Environment to read the configuration from (default `process.env`); see docs/http.md. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Port, overriding PORT; 0 picks a free one. */
  readonly port?: number;
  /** Interface to listen on, overriding HOST (default: every interface). */
  readonly host?: string;
  /** Tables, overriding PMI_TABLES_DIR and the default tables. */
  readonly tables?: RatingTables;
  /** Registered calling systems, overriding PMI_REGISTRY. */
  readonly registry?: readonly string[];
  /** Where log lines go, one JSON object per line (default: standard output). */
  readonly log?: (line: string) => void;
  /** Shut down gracefully on SIGTERM and SIGINT (default true). */
  readonly handleSignals?: boolean;
  /** How long shutdown waits for in-flight requests before closing their connections (default 10 000 ms). */
  readonly shutdownTimeoutMs?: number;
  /**
   * The test environment's signing key, for the workers of `pmi-rating serve --workers`, which
   * must all accept each other's tokens. Absent: a fresh key is made at start.
   */
  readonly testSigningKey?: SharedTestSigningKey;
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

function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    const done = () => {
      server.off("error", reject);
      resolve();
    };
    if (host === undefined) server.listen(port, done);
    else server.listen(port, host, done);
  });
}

function baseUrlOf(server: Server, host: string | undefined): string {
  const { port } = server.address() as AddressInfo;
  const shown = host === undefined || host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * Starts the reference quotation service: `POST /v1/individualHealthcarePolicy/quote`,
 * `GET /healthz`, `GET /openapi.json` and, in the test environment, `POST /oauth2/token` and
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
  const writeLine = options.log ?? ((line: string) => process.stdout.write(line + "\n"));
  const log = (level: "info" | "warn" | "error", event: string, fields: object = {}) =>
    writeLine(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  const logRequest = (entry: RequestLogEntry) => log(entry.status >= 500 ? "error" : "info", "request", entry);
  const logError = (error: unknown) => log("error", "unexpected-error", errorLogFields(error));

  const tables = options.tables ?? (config.tablesDir === undefined ? defaultTables : await loadTables(config.tablesDir));
  const registry = options.registry ?? config.registry;
  const host = options.host ?? config.host;

  const mode = config.authentication.mode;
  // A key made at start: tokens of an earlier run, or of another instance, are not accepted.
  const testKey =
    mode !== "test" ? undefined : options.testSigningKey === undefined ? await createTestSigningKey() : await importSharedTestSigningKey(options.testSigningKey);

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000 });
  await listen(server, options.port ?? config.port, host);
  // From here to attaching the request listener nothing awaits, so no request can arrive unanswered.
  const url = baseUrlOf(server, host);

  const routes: Record<string, Route> = {
    "/healthz": {
      method: "GET",
      handle: async () => Response.json({ status: "ok", mode, tables: { hash: tables.hash, versions: tables.versions.map((version) => version.manifest.version) } }),
    },
  };
  let authenticate: TokenVerifier;
  let tokenUrl: string | undefined;
  if (config.authentication.mode === "production") {
    authenticate = createJwtVerifier({ jwksUrl: config.authentication.jwksUrl, issuer: config.authentication.issuer, audience: config.authentication.audience });
    tokenUrl = config.authentication.tokenUrl;
  } else {
    if (testKey === undefined) throw new Error("pmi-rating: the test environment has no signing key");
    const { privateKey, keyId, jwk } = testKey;
    authenticate = createJwtVerifier({ jwks: { keys: [jwk] }, issuer: url, audience: TEST_AUDIENCE });
    tokenUrl = `${url}/oauth2/token`;
    routes["/oauth2/token"] = {
      method: "POST",
      handle: createTokenEndpoint({
        clients: [{ clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, scopes: [DEFAULT_REQUIRED_SCOPE] }],
        signingKey: privateKey,
        keyId,
        algorithm: "ES256",
        issuer: url,
        audience: TEST_AUDIENCE,
        lifetimeSeconds: TEST_TOKEN_LIFETIME_SECONDS,
      }),
    };
    routes["/oauth2/jwks"] = { method: "GET", handle: async () => Response.json({ keys: [jwk] }) };
  }
  const document = buildOpenApiDocument({ serverUrl: url, ...(tokenUrl === undefined ? {} : { tokenUrl }) });
  routes["/openapi.json"] = { method: "GET", handle: async () => Response.json(document) };

  const quote = createQuoteHandler({
    tables,
    authenticate,
    logger: logRequest,
    onError: logError,
    ...(registry === undefined ? {} : { registry }),
  });
  const listener = toNodeListener(createReferenceHandler({ quote, routes, logger: logRequest, onError: logError }), { onError: logError });
  let closing: Promise<void> | undefined;
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    // While shutting down, a keep-alive connection whose last request is answered is closed at
    // once instead of lingering until its keep-alive timeout.
    response.once("finish", () => {
      if (closing !== undefined) setImmediate(() => server.closeIdleConnections());
    });
    listener(request, response);
  });
  log("info", "listening", {
    url,
    mode,
    ...(mode === "test" ? { tokenEndpoint: `${url}/oauth2/token` } : {}),
    registry: registry === undefined ? "not checked" : registry,
    tables: tables.versions.map((version) => version.manifest.version),
  });

  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      removeSignalHandlers();
      log("info", "stopping", { shutdownTimeoutMs });
      const forceTimer = setTimeout(() => {
        log("warn", "shutdown-timeout", { shutdownTimeoutMs });
        server.closeAllConnections();
      }, shutdownTimeoutMs);
      forceTimer.unref();
      // close() stops accepting and resolves once in-flight requests are answered; idle
      // keep-alive connections would otherwise hold it open until they time out.
      server.close(() => {
        clearTimeout(forceTimer);
        log("info", "stopped");
        resolve();
      });
      server.closeIdleConnections();
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
