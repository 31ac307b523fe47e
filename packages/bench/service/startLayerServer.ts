import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { exportJWK, generateKeyPair } from "jose";
import { createFailureLimiter } from "../../../src/http/createFailureLimiter.js";
import { createJwtVerifier, DEFAULT_REQUIRED_SCOPE } from "../../service/src/http/createJwtVerifier.js";
import { createQuoteHandler } from "../../../src/http/createQuoteHandler.js";
import type { RequestLogEntry } from "../../../src/http/requestLog.js";
import { toNodeListener } from "../../service/src/http/toNodeListener.js";
import { safeQuote } from "../../../src/quote/safeQuote.js";
import { createServiceLogger } from "../../service/src/createServiceLogger.js";
import { createTokenEndpoint } from "../../service/src/createTokenEndpoint.js";
import { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../../service/src/testEnvironment.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";

/** The layers, each the one before it plus one part of the reference service's request path. */
export const SERVICE_LAYERS = ["adapter", "router", "handler", "handler-defaults", "auth", "log"] as const;

/** The quotation as the reference service prices it: on today's date. */
const quoteToday = (request: unknown) => safeQuote(request, defaultTables, { quoteDate: new Date().toISOString().slice(0, 10) });

/** The priced answer as the public handler makes it (its four headers), from a parsed body. */
function pricedResponse(body: unknown, correlationId: string | null): Response {
  const result = quoteToday(body);
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "correlation-id": correlationId ?? "",
  };
  return result.success
    ? new Response(JSON.stringify({ quoteResponse: result.data }), { status: 200, headers })
    : new Response(JSON.stringify({ issues: result.issues }), { status: 400, headers });
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The least a fetch handler does for a quotation: read the body, parse it, price it, answer. */
async function bareFetchQuote(request: Request): Promise<Response> {
  const body: unknown = JSON.parse(decoder.decode(await request.arrayBuffer()));
  return pricedResponse(body, request.headers.get("correlation-id"));
}

/**
 * A server for the attribution of the reference service's CPU per request
 * (`attributeService.ts`): the reference service's request path rebuilt a layer at a time, so
 * that the difference of two layers' CPU per request is one part's cost.
 *
 * - `adapter`: `@hono/node-server`'s listener (global objects replaced, as the service runs it)
 *   calling a fetch handler that reads the body with `arrayBuffer()`, parses it, prices it and
 *   answers a `Response` with the handler's headers: safeQuote plus the adapter;
 * - `router`: the same handler behind a Hono app with the service's route count;
 * - `handler`: the public quote handler, authentication "none", no log, under `toNodeListener`
 *   with the global objects replaced (no router): the handler's own checks and plumbing;
 * - `handler-defaults`: the same under `toNodeListener`'s defaults (global objects left alone);
 * - `auth`: the same with JWT verification (the verified-token cache), the failure limiters of
 *   the service and its test token endpoint at `/oauth2/token`;
 * - `log`: the same writing the service's pino request log to standard output.
 *
 * The reference service itself (`serveForBench.ts reference`, with and without `PMI_METRICS=off`)
 * adds the router, metrics, and the service's other routes to `log`.
 */
export async function startLayerServer(layer: string): Promise<{ readonly url: string }> {
  let listener: (request: IncomingMessage, response: ServerResponse) => void;
  let tokenListener: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer();
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (layer === "adapter") {
    const adapted = getRequestListener(bareFetchQuote, { overrideGlobalObjects: true, hostname: "localhost" });
    listener = (request, response) => void adapted(request, response);
  } else if (layer === "router") {
    const app = new Hono();
    app.all(QUOTE_PATH, (context) => bareFetchQuote(context.req.raw));
    for (const path of ["/v1/individualHealthcarePolicy/ncdLevel", "/v1/individualHealthcarePolicy/incentives", "/healthz", "/readyz", "/metrics", "/openapi.json"])
      app.all(path, () => new Response("{}"));
    const adapted = getRequestListener(app.fetch, { overrideGlobalObjects: true, hostname: "localhost" });
    listener = (request, response) => void adapted(request, response);
  } else if (layer === "handler") {
    listener = toNodeListener(createQuoteHandler({ tables: defaultTables, quote: quoteToday, authentication: "none" }), { overrideGlobalObjects: true });
  } else if (layer === "handler-defaults") {
    // The same under toNodeListener's defaults (the global Request/Response left alone), as an
    // embedder of pmi-rating/http gets it: the same-run A/B of the two adapter settings.
    listener = toNodeListener(createQuoteHandler({ tables: defaultTables, quote: quoteToday, authentication: "none" }));
  } else if (layer === "auth" || layer === "log") {
    const { privateKey, publicKey } = await generateKeyPair("ES256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "bench", alg: "ES256", use: "sig" };
    const authenticate = createJwtVerifier({ jwks: { keys: [jwk] }, issuer: url, audience: TEST_AUDIENCE });
    const logger = createServiceLogger();
    const logRequest = (entry: RequestLogEntry) => logger[entry.status >= 500 ? "error" : "info"](entry, "request");
    listener = toNodeListener(
      createQuoteHandler({
        tables: defaultTables,
        quote: quoteToday,
        authenticate,
        failedAuthenticationLimit: createFailureLimiter({ failures: 100, perSeconds: 60 }),
        refusedQuotationLimit: { failures: 1000, perSeconds: 60 },
        ...(layer === "log" ? { logger: logRequest } : {}),
      }),
      { overrideGlobalObjects: true },
    );
    tokenListener = toNodeListener(
      createTokenEndpoint({
        clients: [{ clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, scopes: [DEFAULT_REQUIRED_SCOPE] }],
        signingKey: privateKey,
        keyId: "bench",
        algorithm: "ES256",
        issuer: url,
        audience: TEST_AUDIENCE,
        lifetimeSeconds: 3600,
      }),
      { overrideGlobalObjects: true },
    );
  } else {
    throw new Error(`startLayerServer: unknown layer ${layer}; ${SERVICE_LAYERS.join(", ")}`);
  }
  server.on("request", (request: IncomingMessage, response: ServerResponse) =>
    tokenListener !== undefined && request.url === "/oauth2/token" ? tokenListener(request, response) : listener(request, response),
  );
  return { url };
}
