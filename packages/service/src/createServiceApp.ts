import { pathAndSearchOfUrl } from "pmi-rating/http";
import { type Context, Hono } from "hono";
import type { ConnectionInfo, FetchHandler } from "pmi-rating/http";
import { INCENTIVES_PATH, NCD_LEVEL_PATH } from "pmi-rating/http";
import { INTERNAL_ERROR_PROBLEM } from "pmi-rating/http";
import { problemResponse } from "pmi-rating/http";
import { DEFAULT_PROBLEM_TYPE_BASE, QUOTE_PATH } from "pmi-rating/http";
import { usableCorrelationId } from "pmi-rating/http";
import type { RequestLogger } from "pmi-rating/http";
import type { Route } from "./serviceRoute.js";

export interface ServiceAppOptions {
  /** The quotation operation; it also answers every path no route takes (its 404 problem). */
  readonly quote: FetchHandler;
  /** The look-up operations (`ncdLevel`, `incentives`). */
  readonly lookups: FetchHandler;
  /** The other routes by path: health, documents, metrics, token endpoint, workbench files. */
  readonly routes: Readonly<Record<string, Route>>;
  /** Log of the routes' requests (the operations log their own). */
  readonly logger: RequestLogger;
  readonly onError: (error: unknown) => void;
}

/**
 * What the server said of the connection (`app.fetch(request, connection)`: Hono's bindings), or
 * nothing under a runtime that says nothing: the peer's address keys the per-address rate limits.
 */
function connectionOf(context: Context): ConnectionInfo {
  const remoteAddress = (context.env as ConnectionInfo | undefined)?.remoteAddress;
  return typeof remoteAddress === "string" ? { remoteAddress } : {};
}

const CLIENT_CLOSED_REQUEST = { status: 499, code: "CLIENT_CLOSED_REQUEST", detail: "The client closed the connection before the answer." };

/** Answers a request on one of the service's routes: 405 for another method, HEAD as GET without a body, one log entry. */
async function answerRoute(route: Route, request: Request, connection: ConnectionInfo, options: ServiceAppOptions): Promise<Response> {
  const started = performance.now();
  const correlationId = usableCorrelationId(request.headers);
  const context = { correlationId, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE };
  let response: Response;
  try {
    const methodFits = request.method === route.method || (route.method === "GET" && request.method === "HEAD");
    response = methodFits
      ? await route.handle(request, connection)
      : problemResponse({ status: 405, code: "METHOD_NOT_ALLOWED", detail: `This path takes ${route.method}.`, headers: { allow: route.method } }, context);
  } catch (error) {
    // A client gone before its answer is logged as such (499), not as a fault of the service.
    if (!request.signal.aborted) options.onError(error);
    response = problemResponse(request.signal.aborted ? CLIENT_CLOSED_REQUEST : INTERNAL_ERROR_PROBLEM, context);
  }
  if (correlationId !== undefined && !response.headers.has("correlation-id")) {
    response = new Response(response.body, response);
    response.headers.set("correlation-id", correlationId);
  }
  options.logger({
    method: request.method,
    path: pathAndSearchOfUrl(request.url).path,
    status: response.status,
    durationMs: Math.round((performance.now() - started) * 1000) / 1000,
    ...(correlationId === undefined ? {} : { correlationId }),
  });
  return request.method === "HEAD" ? new Response(null, response) : response;
}

/**
 * The reference service's one router (Hono): the quotation and the look-ups at their paths,
 * then health, OpenAPI document, metrics, token endpoint and workbench files by path, and the
 * quotation's 404 problem for any other path. Every method reaches a path's handler, which
 * answers 405 itself for one it does not take, so that no method is left without a problem body.
 *
 * A new operation is one line here: `app.all(path, (context) => handler(context.req.raw))`, with
 * `handler` a fetch handler built like `createQuoteHandler` (its own 405, problems and log).
 *
 * @example
 * const app = createServiceApp({ quote, lookups, routes: { "/healthz": { method: "GET", handle } }, logger, onError });
 * createServer(toNodeListener(app.fetch)).listen(0);
 */
export function createServiceApp(options: ServiceAppOptions): Hono {
  const app = new Hono();
  app.all(QUOTE_PATH, (context) => options.quote(context.req.raw, connectionOf(context)));
  app.all(NCD_LEVEL_PATH, (context) => options.lookups(context.req.raw, connectionOf(context)));
  app.all(INCENTIVES_PATH, (context) => options.lookups(context.req.raw, connectionOf(context)));
  for (const [path, route] of Object.entries(options.routes)) app.all(path, (context) => answerRoute(route, context.req.raw, connectionOf(context), options));
  app.notFound((context) => options.quote(context.req.raw, connectionOf(context)));
  app.onError((error, context) => {
    options.onError(error);
    return problemResponse(INTERNAL_ERROR_PROBLEM, { correlationId: usableCorrelationId(context.req.raw.headers), problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE });
  });
  return app;
}
