import { Command } from "commander";
import { parseRegistryOption } from "../parseRegistryOption.js";
import type { GoldenCommandOptions } from "../run/runGolden.js";

/** `pmi-rating golden <dir>`: runs every golden case of a folder. */
export function goldenCommand(): Command {
  return new Command("golden")
    .description("Run every golden case (*.json) in a folder and its sub-folders and show the premiums that changed")
    .argument("<dir>", "folder of golden case files (sub-folders included)")
    .option("-t, --tables <dir>", "tables folder to price the cases that name none with (default: the tables shipped with pmi-rating)")
    .option("-u, --update", "rewrite each changed case's expected answer (after an intended table change), flag hand workings it makes stale, and show what changed")
    .option("--filter <text>", "run only the cases whose path or description contains the text (any letter case)")
    .option("--json", "print the report (or the error) as one JSON document, for CI")
    .option("-r, --registry <names>", "comma-separated registered calling systems, for cases that bring none", parseRegistryOption)
    .addHelpText(
      "after",
      `
Each case prints one line (pass, FAIL, updated or ERROR); under a failing case, a table of
every difference: the member (JSON pointer in the response, or "policy"), the field, the
expected and the actual value, premiums first. Cases that differ only by the tables' content
hash (a table file changed without moving any figure they pin) are reported once, together.

A case may name the tables it is priced with ("tables": a tables folder, relative to the case
file's folder); the others are priced with --tables. Tables folders (holding ipt.csv) inside
the folder are not read as cases.

A case's "workings" (the premium worked by hand) must end at the premiums it expects. When
--update moves a premium away from them, the file gets a "workingsStale" list saying where,
and the case fails until they are worked again (the next --update then removes the flag).

Exit codes: 0 every case passed (or was updated); 1 a case failed, could not be read or has
stale workings, or the folder or tables could not be read; 2 usage.

Examples:
  $ pmi-rating golden test/golden
  $ pmi-rating golden test/golden/cases
  $ pmi-rating golden test/golden/cases --filter renewal
  $ pmi-rating golden test/golden/cases --json > golden-report.json
  $ pmi-rating golden test/golden/cases --tables ./tables --update`,
    )
    .action(async (directory: string, options: GoldenCommandOptions) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runGolden } = await import("../run/runGolden.js");
      await runGolden(directory, options);
    });
}
