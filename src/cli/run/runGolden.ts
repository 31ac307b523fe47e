import { runGoldenCases } from "../../golden/runGoldenCases.js";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { colorsFor } from "../format/colors.js";
import { formatGoldenReport } from "../format/formatGoldenReport.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { describeFileError } from "../readTextInput.js";

export interface GoldenCommandOptions {
  readonly tables?: string;
  readonly update?: boolean;
  readonly registry?: string[];
}

/** What `pmi-rating golden` does once its command line is parsed. */
export async function runGolden(directory: string, options: GoldenCommandOptions): Promise<void> {
  const tables = await loadTablesOption(options.tables);
  let report;
  try {
    report = await runGoldenCases(directory, tables, {
      ...(options.update === true ? { update: true } : {}),
      ...(options.registry === undefined ? {} : { registry: options.registry }),
    });
  } catch (error) {
    throw new CliError(`Cannot read golden cases folder "${directory}": ${describeFileError(error)}`);
  }
  if (report.totals.cases === 0) throw new CliError(`No golden cases (*.json) in "${directory}"`);
  process.stdout.write(formatGoldenReport(report, colorsFor(process.stdout)));
  const failing = report.cases.some((goldenCase) => !goldenCase.passed && !goldenCase.updated);
  if (failing) process.exitCode = EXIT_CODES.inputProblem;
}
