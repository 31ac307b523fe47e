import type { RequestLogEntry } from "pmi-rating/http";

/**
 * The level a request's log entry is written at:
 * - `error` for an answer of 500 or above that the service did not choose: a fault to look into;
 * - `warn` for a 503 it chose (a quotation it could not put on record, tokens it could not
 *   check): refused on purpose, the fault behind it logged at `error` on its own line;
 * - `info` for everything else, a health probe's 503 included: `/readyz` says "starting" while the
 *   quote store opens and "stopping" once shutdown begins, and a load balancer polls it every few
 *   seconds, which is not worth an alert.
 *
 * @example
 * logLevelOfRequest({ method: "GET", path: "/readyz", status: 503, durationMs: 0.2 }); // "info"
 * logLevelOfRequest({ method: "POST", path: "/v1/individualHealthcarePolicy/quote", status: 503, durationMs: 3 }); // "warn"
 * logLevelOfRequest({ method: "POST", path: "/v1/individualHealthcarePolicy/quote", status: 500, durationMs: 3 }); // "error"
 */
export function logLevelOfRequest(entry: RequestLogEntry): "info" | "warn" | "error" {
  if (entry.status < 500) return "info";
  if (entry.status !== 503) return "error";
  // The paths a load balancer or orchestrator polls: their 503 is the probe's answer, not a fault.
  return entry.path === "/readyz" || entry.path === "/healthz" ? "info" : "warn";
}
