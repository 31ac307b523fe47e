import type { ProblemInit } from "./problemResponse.js";

/**
 * The 429 problem for a caller that has failed too often and must wait: code
 * `TOO_MANY_REQUESTS`, a `Retry-After` of the seconds left in its window.
 *
 * @example
 * tooManyFailuresProblem(42, "Too many requests with a bad access token from this address.");
 * // { status: 429, code: "TOO_MANY_REQUESTS", detail: "... Try again in 42 s.", headers: { "retry-after": "42" } }
 */
export function tooManyFailuresProblem(waitSeconds: number, reason: string): ProblemInit {
  return {
    status: 429,
    code: "TOO_MANY_REQUESTS",
    detail: `${reason} Try again in ${waitSeconds} s.`,
    headers: { "retry-after": String(waitSeconds) },
  };
}
