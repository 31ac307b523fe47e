import { Command } from "commander";

/** `pmi-rating tables check <dir>`: validates a tables folder. */
export function tablesCommand(): Command {
  const tables = new Command("tables").description("Work with rating tables folders").addHelpText(
    "after",
    `
Example:
  $ pmi-rating tables check ./tables`,
  );
  tables
    .command("check")
    .description("Load and validate a tables folder; print its summary, or every problem with file, row and column")
    .argument("<dir>", "tables folder (ipt.csv and one folder per version)")
    .option("--json", "print the summary (or every problem, or the error) as one JSON document")
    .addHelpText(
      "after",
      `
A valid folder prints its hash and, per version, the effective date, hash, ages, age bands,
postcode bands, options and levels, NCD levels, payment methods, incentives and minimum
premium (as a quote charges it, rounded with the version's own rounding mode), then the IPT
history. A broken folder prints every problem, one a line, as file:row column "name" [CODE]
message. With --json: {"directory", "valid": true, "summary"} or {"directory", "valid": false,
"problems": [{file, row, column, code, message}]}.

Exit codes: 0 valid; 1 missing folder or any problem; 2 usage.

Examples:
  $ pmi-rating tables check ./tables
  $ pmi-rating tables check ./tables --json > tables-check.json`,
    )
    .action(async (directory: string, options: { json?: boolean }) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runTablesCheck } = await import("../run/runTablesCheck.js");
      await runTablesCheck(directory, options);
    });
  return tables;
}
