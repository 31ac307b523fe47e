import type { HeaderReader } from "./httpExchange.js";
import type { ProblemInit } from "./problemResponse.js";

/**
 * The problem with a request body sent compressed or otherwise coded, or undefined for a plain
 * one. A body the service would read as plain text although the client coded it (gzip, say)
 * must be refused, never priced: `Content-Encoding` other than `identity` is 415 (RFC 9110
 * section 15.5.16), a `Transfer-Encoding` other than `chunked` alone is 415 as well (Node
 * removes only the chunked framing; a gzip coding under it would reach the parser as is).
 *
 * @example
 * unsupportedBodyCoding(new Headers({ "content-encoding": "gzip" }))?.code; // "UNSUPPORTED_CONTENT_ENCODING"
 * unsupportedBodyCoding(new Headers({ "transfer-encoding": "chunked" })); // undefined
 */
export function unsupportedBodyCoding(headers: HeaderReader): ProblemInit | undefined {
  const contentEncoding = headers.get("content-encoding");
  if (contentEncoding !== null && codingsOf(contentEncoding).some((coding) => coding !== "identity")) {
    return {
      status: 415,
      code: "UNSUPPORTED_CONTENT_ENCODING",
      detail: "The service reads uncompressed request bodies only: send the JSON without Content-Encoding.",
      headers: { "accept-encoding": "identity" },
    };
  }
  const transferEncoding = headers.get("transfer-encoding");
  if (transferEncoding !== null && codingsOf(transferEncoding).some((coding) => coding !== "chunked")) {
    return {
      status: 415,
      code: "UNSUPPORTED_TRANSFER_ENCODING",
      detail: "The service takes no transfer coding but chunked: send the JSON with Content-Length or Transfer-Encoding: chunked alone.",
    };
  }
  return undefined;
}

/** The codings of an encoding header, lower-case, empty entries dropped. */
function codingsOf(value: string): string[] {
  return value
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== "");
}
