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
    .addHelpText(
      "after",
      `
A valid folder prints its hash and, per version, the effective date, hash, ages, age bands,
postcode bands, options and levels, NCD levels, payment methods, incentives and minimum
premium, then the IPT history. A broken folder prints every problem, one a line, as
file:row column "name" [CODE] message.

Exit codes: 0 valid; 1 missing folder or any problem; 2 usage.

Example:
  $ pmi-rating tables check ./tables`,
    )
    .action(async (directory: string) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runTablesCheck } = await import("../run/runTablesCheck.js");
      await runTablesCheck(directory);
    });
  return tables;
}
