import { EXIT_CODES, type ExitCode } from "./exitCodes.js";

/**
 * A failure the command line reports as one clear message (no stack trace) and an exit code.
 * Commands throw it; the entry point prints it to standard error.
 *
 * @example
 * throw new CliError(`Cannot read request file "${path}": no such file`);
 */
export class CliError extends Error {
  override readonly name = "CliError";

  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT_CODES.inputProblem,
    /** Extra text printed after the message, e.g. every issue of an invalid request. */
    readonly details?: string,
    /**
     * The same problems as data (request issues, table problems), printed instead of `details`
     * when the command runs with `--json`.
     */
    readonly problems?: readonly object[],
  ) {
    super(message);
  }
}
