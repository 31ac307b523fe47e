import { type Command, CommanderError } from "commander";
import { CliError } from "./CliError.js";
import { createProgram } from "./createProgram.js";
import { EXIT_CODES, type ExitCode } from "./exitCodes.js";
import { colorsFor } from "./format/colors.js";
import { escapeControlCharacters } from "./format/escapeControlCharacters.js";
import { formatCliErrorJson } from "./format/formatCliErrorJson.js";

/** True when the command line asks for JSON output (`--json` before any `--`). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end === -1 ? argv : argv.slice(0, end)).includes("--json");
}

/**
 * Runs the command line and returns its exit code (see exitCodes.ts): a `CliError` prints its
 * message and details, a usage error from commander (already printed) is 2, and anything
 * unexpected prints its stack, since it is a bug to report. With `--json`, every failure is
 * instead one JSON document `{ "error": { message, exitCode, kind, problems? } }` on standard
 * output (see formatCliErrorJson), usage errors included.
 *
 * @example
 * process.exitCode = await runCli(process.argv);
 */
export async function runCli(argv: readonly string[]): Promise<ExitCode> {
  const json = wantsJson(argv);
  try {
    const program = createProgram();
    if (json) configureJsonUsageErrors(program);
    await program.parseAsync([...argv]);
    return (process.exitCode as ExitCode | undefined) ?? EXIT_CODES.success;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_CODES.success : EXIT_CODES.usage;
    if (json) {
      const report =
        error instanceof CliError
          ? { message: error.message, exitCode: error.exitCode, kind: "input" as const, ...(error.problems === undefined ? {} : { problems: error.problems }) }
          : {
              message: `unexpected error (please report it): ${error instanceof Error ? error.message : String(error)}`,
              exitCode: EXIT_CODES.inputProblem,
              kind: "internal" as const,
            };
      process.stdout.write(formatCliErrorJson(report));
      return report.exitCode;
    }
    const colors = colorsFor(process.stderr);
    if (error instanceof CliError) {
      // The message names data (a file name, a stored id, a received value): its control
      // characters are escaped; the details are formatted with theirs escaped already.
      process.stderr.write(`${colors.red("pmi-rating:")} ${escapeControlCharacters(error.message, { keepLineBreaks: true })}\n${error.details ?? ""}`);
      return error.exitCode;
    }
    process.stderr.write(`${colors.red("pmi-rating: unexpected error (please report it):")}\n${error instanceof Error ? error.stack : String(error)}\n`);
    return EXIT_CODES.inputProblem;
  }
}

/** Commander's usage errors (unknown option, missing argument) as JSON on standard output. */
function configureJsonUsageErrors(command: Command): void {
  command.configureOutput({
    outputError: (text) => process.stdout.write(formatCliErrorJson({ message: text.replace(/^error: /, "").trim(), exitCode: EXIT_CODES.usage, kind: "usage" })),
  });
  command.showHelpAfterError(false);
  for (const subcommand of command.commands) configureJsonUsageErrors(subcommand);
}
