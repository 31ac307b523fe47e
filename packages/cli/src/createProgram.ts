import { Command } from "commander";
import packageJson from "../package.json" with { type: "json" };
import { bookCommand } from "./commands/book.js";
import { exampleCommand } from "./commands/example.js";
import { goldenCommand } from "./commands/golden.js";
import { impactCommand } from "./commands/impact.js";
import { incentivesCommand, ncdCommand } from "./commands/lookups.js";
import { quoteCommand } from "./commands/quote.js";
import { quotesCommand } from "./commands/quotes.js";
import { serveCommand } from "./commands/serve.js";
import { tablesCommand } from "./commands/tables.js";
import { workbenchCommand } from "./commands/workbench.js";

/**
 * The `pmi-rating` program: every command, with commander's parsing, help and errors. Usage
 * errors throw a `CommanderError` (exitOverride) so that the entry point chooses the exit code.
 *
 * @example
 * await createProgram().parseAsync(["node", "pmi-rating", "quote", "request.json"]);
 */
export function createProgram(): Command {
  const program = new Command("pmi-rating")
    .description("Price UK private medical insurance (HrSol) quotations, check rating tables, run golden cases and rate-change impact")
    .version(packageJson.version, "-V, --version")
    .addHelpText(
      "after",
      `
Exit codes: 0 success; 1 bad input or a failed check; 2 wrong command line.
With --json (quote, example, golden, tables check), output and errors are JSON on standard output.
Colours follow the terminal; set NO_COLOR=1 to turn them off.

Examples:
  $ pmi-rating example new-business-single-adult > request.json
  $ pmi-rating quote request.json --explain
  $ pmi-rating tables check ./tables
  $ pmi-rating golden test/golden/cases
  $ pmi-rating book --policies 10000 --seed 1 --out book.ndjson
  $ pmi-rating impact --from-version 2026.1 --to-version 2027.1 book.ndjson
  $ pmi-rating ncd --uw-type CME --years-claim-free 2
  $ pmi-rating incentives --fsa-number FSA654321
  $ pmi-rating workbench
  $ pmi-rating quotes replay --since 2026-01-01`,
    );
  for (const command of [
    quoteCommand(),
    exampleCommand(),
    goldenCommand(),
    tablesCommand(),
    impactCommand(),
    serveCommand(),
    quotesCommand(),
    bookCommand(),
    ncdCommand(),
    incentivesCommand(),
    workbenchCommand(),
  ]) {
    program.addCommand(command);
  }
  configureRecursively(program);
  return program;
}

/** Settings `addCommand` does not pass on to subcommands. */
function configureRecursively(command: Command): void {
  command.exitOverride().showHelpAfterError("(add --help for usage and examples)");
  for (const subcommand of command.commands) configureRecursively(subcommand);
}
