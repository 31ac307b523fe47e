import { stat } from "node:fs/promises";
import { formatTableProblem } from "pmi-rating/tables";
import { safeCheckTables } from "pmi-rating/node";
import { summarizeTables } from "pmi-rating/tables";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { colorsFor } from "../format/colors.js";
import { chargedMinimumPremium } from "../format/chargedMinimumPremium.js";
import { formatTablesSummary } from "../format/formatTablesSummary.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { describeFileError } from "../readTextInput.js";
import { escapeControlCharacters } from "../format/escapeControlCharacters.js";

/** Options of `pmi-rating tables check`. */
export interface TablesCheckOptions {
  readonly json?: boolean;
}

/** What `pmi-rating tables check` does once its command line is parsed. */
export async function runTablesCheck(directory: string, options: TablesCheckOptions = {}): Promise<void> {
  if (options.json !== true) {
    await loadTablesOption(directory, null);
    const checked = await safeCheckTables(directory);
    if (!checked.success) {
      const count = checked.problems.length === 1 ? "1 problem" : `${checked.problems.length} problems`;
      throw new CliError(
        `The tables in "${directory}" have ${count}:`,
        1,
        checked.problems.map((problem) => `  ${escapeControlCharacters(formatTableProblem(problem))}\n`).join(""),
        checked.problems,
      );
    }
    process.stdout.write(formatTablesSummary(directory, summarizeTables(checked.tables), colorsFor(process.stdout)));
    return;
  }
  try {
    if (!(await stat(directory)).isDirectory()) throw new CliError(`The tables folder "${directory}" is not a folder`);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Cannot read tables folder "${directory}": ${describeFileError(error)}`);
  }
  const result = await safeCheckTables(directory);
  if (!result.success) {
    process.stdout.write(`${JSON.stringify({ directory, valid: false, problems: result.problems }, null, 2)}\n`);
    process.exitCode = EXIT_CODES.inputProblem;
    return;
  }
  const summary = summarizeTables(result.tables);
  const versions = summary.versions.map((version) => ({
    ...version,
    minimumPremiumCharged: chargedMinimumPremium(version.minimumPremium, version.roundingMode),
  }));
  process.stdout.write(`${JSON.stringify({ directory, valid: true, summary: { ...summary, versions } }, null, 2)}\n`);
}
