import type { ProblemInit } from "./problemResponse.js";
import type { Tarpit } from "./createTarpit.js";

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

/** Where a refusal may be held: the handler's tarpit, and the request's abort signal. */
export interface RefusalHold {
  /** Absent: the 429 is answered at once. */
  readonly tarpit?: Tarpit | undefined;
  /** Aborts when the client goes away: a hold ends with it. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The 429 of `tooManyFailuresProblem`, given late: held in the tarpit first (at most the
 * `Retry-After`), its `Retry-After` then counted from the answer, not from the refusal. Every
 * rate limit of the package refuses through this, so that all of them hold alike.
 *
 * @example
 * const problem = await heldTooManyFailuresProblem(42, "Too many refused tokens from this address.", { tarpit, signal: request.signal });
 * // after about a second: { status: 429, ..., headers: { "retry-after": "41" } }
 */
export async function heldTooManyFailuresProblem(waitSeconds: number, reason: string, hold: RefusalHold = {}): Promise<ProblemInit> {
  const heldMs = hold.tarpit === undefined ? 0 : await hold.tarpit.hold(waitSeconds * 1000, hold.signal);
  return tooManyFailuresProblem(Math.max(1, waitSeconds - Math.floor(heldMs / 1000)), reason);
}
