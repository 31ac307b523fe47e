import type { ExchangeRequest } from "./httpExchange.js";
import { readRequestTextWithinLimit } from "./readRequestTextWithinLimit.js";

/**
 * A Web `Request` as an `ExchangeRequest`: the standard path, on which a fetch handler made by
 * this library runs its operation (under any runtime, or under `toNodeListener` for a request
 * it does not take directly).
 *
 * @example
 * const exchange = exchangeOfRequest(new Request("http://localhost/x", { headers: { "Correlation-ID": "c-1" } }));
 * exchange.headers.get("correlation-id"); // "c-1"
 */
export function exchangeOfRequest(request: Request, remoteAddress?: string): ExchangeRequest {
  return {
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    readBody: (maxBytes) => readRequestTextWithinLimit(request, maxBytes),
    get aborted() {
      return request.signal.aborted;
    },
  };
}
