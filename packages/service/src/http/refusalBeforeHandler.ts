import type { IncomingMessage } from "node:http";
import type { ProblemInit } from "pmi-rating/http";

/** Methods the Fetch standard forbids in a `Request` (CONNECT reaches the server's `connect` event instead). */
const FORBIDDEN_METHODS: readonly string[] = Object.freeze(["CONNECT", "TRACE", "TRACK"]);

/**
 * The problem answering a node:http request that no Web `Request` can carry, or undefined when
 * it can be handed to a fetch handler: TRACE and TRACK (501, forbidden by the Fetch standard),
 * the asterisk target of `OPTIONS *` (404: it names the server, not an operation) and a request
 * without a Host header (400, RFC 9112 section 3.2).
 *
 * @example
 * refusalBeforeHandler({ method: "TRACE", url: "/", headers: { host: "x" } } as never)?.status; // 501
 */
export function refusalBeforeHandler(request: Pick<IncomingMessage, "method" | "url" | "headers" | "httpVersion">): ProblemInit | undefined {
  const method = request.method ?? "GET";
  if (FORBIDDEN_METHODS.includes(method.toUpperCase())) {
    return { status: 501, code: "METHOD_NOT_IMPLEMENTED", detail: `The service does not implement ${method}; the quotation is a POST.` };
  }
  if (request.url === "*")
    return {
      status: 404,
      code: "NOT_FOUND",
      detail: "The asterisk target names the server, not an operation; the quotation is POST /v1/individualHealthcarePolicy/quote.",
    };
  const host = request.headers.host;
  // HTTP/1.0 has no Host requirement; its requests are read as addressed to localhost.
  if ((host === undefined || host === "") && request.httpVersion !== "1.0") {
    return { status: 400, code: "MISSING_HOST", detail: "The request has no Host header; HTTP/1.1 requires one (RFC 9112 section 3.2)." };
  }
  return undefined;
}
