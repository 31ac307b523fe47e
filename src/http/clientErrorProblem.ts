import type { ProblemInit } from "./problemResponse.js";

/**
 * The problem answering a request Node's HTTP parser refused before any handler saw it, from
 * the error's `code`: headers too large 431, a request too slow 408, an unknown method 501,
 * anything else malformed 400. The detail never quotes the request (it may hold personal data).
 *
 * @example
 * clientErrorProblem({ code: "HPE_HEADER_OVERFLOW" }).status; // 431
 */
export function clientErrorProblem(error: { readonly code?: string | undefined }): ProblemInit {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, code: "REQUEST_HEADERS_TOO_LARGE", detail: "The request's headers are larger than the service accepts; send fewer or shorter headers." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "ERR_HTTP_HEADERS_TIMEOUT":
      return { status: 408, code: "REQUEST_TIMEOUT", detail: "The request was not received in time; send it again without pausing." };
    case "HPE_INVALID_METHOD":
      return { status: 501, code: "METHOD_NOT_IMPLEMENTED", detail: "The service does not implement this method; the quotation is a POST." };
    default:
      return { status: 400, code: "MALFORMED_HTTP_REQUEST", detail: "The request is not well-formed HTTP/1.1 (request line, header or framing)." };
  }
}
