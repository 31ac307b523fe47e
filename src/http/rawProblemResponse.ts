import { PROBLEM_CONTENT_TYPE } from "./problemDetails.js";
import { createProblemDetails, type ProblemInit } from "./problemResponse.js";
import { DEFAULT_PROBLEM_TYPE_BASE } from "./quoteHandlerOptions.js";

/**
 * A complete HTTP/1.1 problem response as text, for the places where Node hands over a bare
 * socket instead of a response object (a request its parser refused, a CONNECT). The
 * connection is always closed after it: the parser's state is not trustworthy any more.
 *
 * @example
 * rawProblemResponse({ status: 431, code: "REQUEST_HEADERS_TOO_LARGE", detail: "Send smaller headers." });
 * // "HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: application/problem+json\r\n..."
 */
export function rawProblemResponse(init: ProblemInit): string {
  const problem = createProblemDetails(init, { correlationId: undefined, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE });
  const body = JSON.stringify(problem);
  const extra = Object.entries(init.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (
    `HTTP/1.1 ${init.status} ${problem.title}\r\n` +
    `content-type: ${PROBLEM_CONTENT_TYPE}\r\n` +
    "cache-control: no-store\r\n" +
    "x-content-type-options: nosniff\r\n" +
    extra +
    `content-length: ${new TextEncoder().encode(body).byteLength}\r\n` +
    "connection: close\r\n\r\n" +
    body
  );
}
