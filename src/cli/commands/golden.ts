import { Command } from "commander";
import { parseRegistryOption } from "../parseRegistryOption.js";
import type { GoldenCommandOptions } from "../run/runGolden.js";

/** `pmi-rating golden <dir>`: runs every golden case of a folder. */
export function goldenCommand(): Command {
  return new Command("golden")
    .description("Run every golden case (*.json) in a folder and show the premiums that changed")
    .argument("<dir>", "folder of golden case files")
    .option("-t, --tables <dir>", "tables folder to price with (default: the tables shipped with pmi-rating)")
    .option("-u, --update", "rewrite each changed case's expected answer (after an intended table change) and show what changed")
    .option("-r, --registry <names>", "comma-separated registered calling systems, for cases that bring none", parseRegistryOption)
    .addHelpText(
      "after",
      `
Each case prints one line (pass, FAIL, updated or ERROR); under a failing case, a table of
every difference: the member (JSON pointer in the response, or "policy"), the field, the
expected and the actual value, premiums first.

Exit codes: 0 every case passed (or was updated); 1 a case failed or could not be read, or
the folder or tables could not be read; 2 usage.

Examples:
  $ pmi-rating golden test/golden/cases
  $ pmi-rating golden test/golden/cases --tables ./tables --update`,
    )
    .action(async (directory: string, options: GoldenCommandOptions) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runGolden } = await import("../run/runGolden.js");
      await runGolden(directory, options);
    });
}
