import { runGoldenCases } from "pmi-rating/node";
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
  readonly filter?: string;
  readonly json?: boolean;
}

/** What `pmi-rating golden` does once its command line is parsed. */
export async function runGolden(directory: string, options: GoldenCommandOptions): Promise<void> {
  const tables = await loadTablesOption(options.tables);
  let report;
  try {
    report = await runGoldenCases(directory, tables, {
      ...(options.update === true ? { update: true } : {}),
      ...(options.registry === undefined ? {} : { registry: options.registry }),
      ...(options.filter === undefined ? {} : { filter: options.filter }),
    });
  } catch (error) {
    throw new CliError(`Cannot read golden cases folder "${directory}": ${describeFileError(error)}`);
  }
  if (report.totals.cases === 0) {
    throw new CliError(
      options.filter === undefined ? `No golden cases (*.json) in "${directory}"` : `No golden case in "${directory}" matches the filter "${options.filter}"`,
    );
  }
  process.stdout.write(options.json === true ? `${JSON.stringify(report, null, 2)}\n` : formatGoldenReport(report, colorsFor(process.stdout)));
  // An updated case is settled, unless its hand workings no longer agree with the new answer.
  const failing = report.cases.some((goldenCase) => !goldenCase.passed && (!goldenCase.updated || goldenCase.staleWorkings.length > 0));
  if (failing) process.exitCode = EXIT_CODES.inputProblem;
}
