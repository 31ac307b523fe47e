import { CommanderError } from "commander";
import { CliError } from "./CliError.js";
import { createProgram } from "./createProgram.js";
import { EXIT_CODES, type ExitCode } from "./exitCodes.js";
import { colorsFor } from "./format/colors.js";

/**
 * Runs the command line and returns its exit code (see exitCodes.ts): a `CliError` prints its
 * message and details, a usage error from commander (already printed) is 2, and anything
 * unexpected prints its stack, since it is a bug to report.
 *
 * @example
 * process.exitCode = await runCli(process.argv);
 */
export async function runCli(argv: readonly string[]): Promise<ExitCode> {
  try {
    await createProgram().parseAsync([...argv]);
    return (process.exitCode as ExitCode | undefined) ?? EXIT_CODES.success;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_CODES.success : EXIT_CODES.usage;
    const colors = colorsFor(process.stderr);
    if (error instanceof CliError) {
      process.stderr.write(`${colors.red("pmi-rating:")} ${error.message}\n${error.details ?? ""}`);
      return error.exitCode;
    }
    process.stderr.write(`${colors.red("pmi-rating: unexpected error (please report it):")}\n${error instanceof Error ? error.stack : String(error)}\n`);
    return EXIT_CODES.inputProblem;
  }
}
