import { createFailureLimiter, type FailureLimit, type FailureLimiter } from "./createFailureLimiter.js";

/**
 * The failure limiter a handler option asks for: the limiter given (shared between handlers),
 * a new one for a limit given or for the default, or one that never refuses for `false`.
 * Called once per handler, so each handler instance owns its counts.
 *
 * @example
 * failureLimiterOf(undefined, { failures: 100, perSeconds: 60 }); // a new limiter of 100 per minute
 */
export function failureLimiterOf(option: FailureLimit | FailureLimiter | false | undefined, defaultLimit: FailureLimit): FailureLimiter {
  if (option === undefined) return createFailureLimiter(defaultLimit);
  if (option === false) return createFailureLimiter(false);
  return "waitSeconds" in option ? option : createFailureLimiter(option);
}
