import { HeadersReadOnce } from "./headersReadOnce.js";
import { pathAndSearchOfUrl } from "./pathAndSearchOfUrl.js";
import type { BodyText } from "./decodeUtf8Strictly.js";
import type { ExchangeRequest } from "./httpExchange.js";
import { readRequestTextWithinLimit } from "./readRequestTextWithinLimit.js";

/**
 * A class rather than an object literal: the literal this replaced (a spread for the optional
 * address, then a getter) was built on V8's slow paths on every request, a runtime call to
 * define each property and another for the accessor (about 8 µs of a request's CPU in a
 * profile of the service under load); an instance of a class has one shape and its getter and
 * method live on the prototype.
 */
class WebExchangeRequest implements ExchangeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: HeadersReadOnce;
  readonly #request: Request;

  constructor(
    request: Request,
    readonly remoteAddress: string | undefined,
  ) {
    this.#request = request;
    this.method = request.method;
    // The adapter has already made the URL's string; it is not parsed a second time.
    const { path, search } = pathAndSearchOfUrl(request.url);
    this.path = path;
    this.query = new URLSearchParams(search);
    this.headers = new HeadersReadOnce(request.headers);
  }

  readBody(maxBytes: number): Promise<BodyText> {
    return readRequestTextWithinLimit(this.#request, maxBytes);
  }

  get aborted(): boolean {
    return this.#request.signal.aborted;
  }

  get signal(): AbortSignal {
    return this.#request.signal;
  }
}

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
  return new WebExchangeRequest(request, remoteAddress);
}
