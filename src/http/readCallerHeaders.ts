import type { HeaderReader } from "./httpExchange.js";
import type { ProblemError } from "./problemDetails.js";

/** The caller's identifiers and options read from the headers and query, or every problem with them. */
export type CallerHeaders =
  | { readonly ok: true; readonly correlationId: string; readonly requestingSystem: string; readonly explain: boolean; readonly movement: boolean }
  | { readonly ok: false; readonly errors: readonly ProblemError[] };

/** Longest Correlation-ID or Requesting-System accepted; longer values are refused, not truncated. */
export const MAX_IDENTIFIER_LENGTH = 200;

/**
 * Whether a header value is one identifier. A comma is refused because a header sent twice
 * reaches the handler as both values joined by ", " (RFC 9110 section 5.3): echoing or logging
 * that would mix up two callers' identifiers.
 */
function isSingleIdentifier(value: string): boolean {
  return value !== "" && value.length <= MAX_IDENTIFIER_LENGTH && !value.includes(",");
}

/**
 * The Correlation-ID of a request when it is usable (present once, not blank, not too long): the
 * value echoed on every response, errors included, and logged.
 *
 * @example
 * usableCorrelationId(new Headers({ "Correlation-ID": " abc-123 " })); // "abc-123"
 * usableCorrelationId(new Headers()); // undefined
 */
export function usableCorrelationId(headers: HeaderReader): string | undefined {
  const value = headers.get("correlation-id")?.trim();
  return value === undefined || !isSingleIdentifier(value) ? undefined : value;
}

function readIdentifier(headers: HeaderReader, name: string, errors: ProblemError[]): string {
  const value = headers.get(name)?.trim() ?? "";
  if (value === "") {
    errors.push({ header: name, code: "MISSING_HEADER", message: `The ${name} header is required.` });
  } else if (value.length > MAX_IDENTIFIER_LENGTH) {
    errors.push({ header: name, code: "INVALID_HEADER", message: `The ${name} header must be at most ${MAX_IDENTIFIER_LENGTH} characters.` });
  } else if (!isSingleIdentifier(value)) {
    errors.push({ header: name, code: "INVALID_HEADER", message: `Send the ${name} header once, as one value without commas.` });
  }
  return value;
}

/** A true/false query switch (`explain`, `movement`): false when absent, a problem when sent twice or as another word. */
function readSwitch(query: URLSearchParams, name: string, errors: ProblemError[]): boolean {
  const values = query.getAll(name);
  const value = values[0]?.toLowerCase();
  if (values.length > 1 || (value !== undefined && value !== "true" && value !== "false")) {
    errors.push({ parameter: name, code: "INVALID_QUERY_PARAMETER", message: `The ${name} parameter, when given once, is true or false.` });
  }
  return value === "true";
}

/**
 * Reads the headers every call must carry (docs/interface.md section 4.1: `Correlation-ID`,
 * `Requesting-System`) and the `explain` and `movement` query switches, reporting every problem
 * at once.
 *
 * @example
 * readCallerHeaders(new Headers({ "Correlation-ID": "c1", "Requesting-System": "acme" }), new URLSearchParams("explain=true"));
 * // { ok: true, correlationId: "c1", requestingSystem: "acme", explain: true, movement: false }
 */
export function readCallerHeaders(headers: HeaderReader, query: URLSearchParams): CallerHeaders {
  const errors: ProblemError[] = [];
  const correlationId = readIdentifier(headers, "Correlation-ID", errors);
  const requestingSystem = readIdentifier(headers, "Requesting-System", errors);
  const explain = readSwitch(query, "explain", errors);
  const movement = readSwitch(query, "movement", errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, correlationId, requestingSystem, explain, movement };
}
