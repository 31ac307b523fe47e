import type { ProblemDetails, ProblemError } from "./problemDetails.js";

/** What a problem response is made of; `type`, `title` and `instance` are derived. */
export interface ProblemInit {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors?: readonly ProblemError[];
  /** Extra response headers, e.g. `Allow` or `WWW-Authenticate`. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Where the problem happened, to name the occurrence and echo the correlation id. */
export interface ProblemContext {
  readonly correlationId: string | undefined;
  /** Prefix of every problem `type` URI; the code, lower-case and hyphenated, is appended. */
  readonly problemTypeBase: string;
}

const TITLES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  417: "Expectation Failed",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  501: "Not Implemented",
  503: "Service Unavailable",
};

/**
 * The problem type URI of a code: the base followed by the code in kebab case.
 *
 * @example
 * problemTypeOf("urn:pmi-rating:problem:", "UNREGISTERED_CALLING_SYSTEM");
 * // "urn:pmi-rating:problem:unregistered-calling-system"
 */
export function problemTypeOf(problemTypeBase: string, code: string): string {
  return problemTypeBase + code.toLowerCase().replace(/_/g, "-");
}

/**
 * The RFC 9457 body of a problem. `instance` names the occurrence by the caller's
 * Correlation-ID, so that a support desk finds the log line from what the client saw.
 *
 * @example
 * createProblemDetails({ status: 404, code: "NOT_FOUND", detail: "No operation at /x." },
 *   { correlationId: "abc", problemTypeBase: "urn:pmi-rating:problem:" }).instance;
 * // "urn:correlation-id:abc"
 */
export function createProblemDetails(init: ProblemInit, context: ProblemContext): ProblemDetails {
  return {
    type: problemTypeOf(context.problemTypeBase, init.code),
    title: TITLES[init.status] ?? "Error",
    status: init.status,
    detail: init.detail,
    instance: context.correlationId === undefined ? `urn:uuid:${crypto.randomUUID()}` : `urn:correlation-id:${encodeURIComponent(context.correlationId)}`,
    code: init.code,
    ...(init.errors === undefined ? {} : { errors: [...init.errors] }),
  };
}
