/**
 * Exit codes of `pmi-rating`, stable so that scripts and CI can branch on them.
 *
 * - 0: success (a quote priced, every golden case passed, the tables are valid).
 * - 1: the input was wrong or a check failed: a missing or unreadable file, invalid JSON, an
 *   invalid request, a broken tables folder, a failing golden case, an impact run that could not start.
 * - 2: the command line itself was wrong: an unknown command or option, a missing argument,
 *   an option value that is not allowed.
 * - 3: the quote store is held by another process (the embedded store while the service runs):
 *   nothing was read or changed; the message names the process, and what to do.
 */
export const EXIT_CODES = {
  success: 0,
  inputProblem: 1,
  usage: 2,
  storeHeld: 3,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];
