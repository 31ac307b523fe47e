import type { FetchHandler } from "../http/createQuoteHandler.js";
import { problemResponse } from "../http/problemResponse.js";
import { rawExchangeOf, withRawExchange } from "../http/rawExchange.js";
import { DEFAULT_PROBLEM_TYPE_BASE } from "../http/quoteHandlerOptions.js";
import { usableCorrelationId } from "../http/readCallerHeaders.js";
import type { RequestLogger } from "../http/requestLog.js";

/** A route of the reference service: the one method it takes (GET routes answer HEAD too) and its handler. */
export interface Route {
  readonly method: "GET" | "POST";
  readonly handle: FetchHandler;
}

export interface ReferenceHandlerOptions {
  /** The quotation operation; it also answers every path no route below takes (404). */
  readonly quote: FetchHandler;
  /** Other routes by path. */
  readonly routes: Readonly<Record<string, Route>>;
  /** Log of the routes' requests (the quotation operation logs its own). */
  readonly logger: RequestLogger;
  readonly onError: (error: unknown) => void;
}

/**
 * The reference service's single fetch handler: its own routes (health, OpenAPI document, test
 * token endpoint), then the quotation operation for everything else.
 */
export function createReferenceHandler(options: ReferenceHandlerOptions): FetchHandler {
  const quoteDirect = rawExchangeOf(options.quote);
  const isRoute = (pathname: string) => Object.hasOwn(options.routes, pathname);
  // toNodeListener's direct path serves the quotation operation (the service's traffic); its own
  // routes (health, documents, tokens) take the standard path with a real Request.
  return withRawExchange(async (request) => {
    const url = new URL(request.url);
    const route = isRoute(url.pathname) ? options.routes[url.pathname] : undefined;
    if (route === undefined) return options.quote(request);

    const started = performance.now();
    const correlationId = usableCorrelationId(request.headers);
    const context = { correlationId, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE };
    let response: Response;
    try {
      const methodFits = request.method === route.method || (route.method === "GET" && request.method === "HEAD");
      response = methodFits
        ? await route.handle(request)
        : problemResponse({ status: 405, code: "METHOD_NOT_ALLOWED", detail: `This path takes ${route.method}.`, headers: { allow: route.method } }, context);
    } catch (error) {
      // A client gone before its answer is logged as such (499), not as a fault of the service.
      if (!request.signal.aborted) options.onError(error);
      response = request.signal.aborted
        ? problemResponse({ status: 499, code: "CLIENT_CLOSED_REQUEST", detail: "The client closed the connection before the answer." }, context)
        : problemResponse({ status: 500, code: "INTERNAL_ERROR", detail: "The service could not complete the request; try again later." }, context);
    }
    if (correlationId !== undefined && !response.headers.has("correlation-id")) {
      response = new Response(response.body, response);
      response.headers.set("correlation-id", correlationId);
    }
    options.logger({
      method: request.method,
      path: url.pathname,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      ...(correlationId === undefined ? {} : { correlationId }),
    });
    return request.method === "HEAD" ? new Response(null, response) : response;
  }, (request) => (isRoute(request.url.pathname) ? undefined : quoteDirect?.(request)));
}
