import { approveTablesVersion } from "pmi-rating/node";
import { formatTableProblem } from "pmi-rating/tables";
import { isCalendarDate } from "pmi-rating/toolkit";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { locateVersionFolder } from "../tables/locateVersionFolder.js";

/** Options of `pmi-rating tables approve`. */
export interface TablesApproveOptions {
  readonly by: string;
  /** The date of the sign-off (default: today, UTC). */
  readonly at?: string;
  readonly tables?: string;
}

/** What `pmi-rating tables approve` does once its command line is parsed. */
export async function runTablesApprove(versionArgument: string, options: TablesApproveOptions): Promise<void> {
  const at = options.at ?? new Date().toISOString().slice(0, 10);
  if (!isCalendarDate(at)) throw new CliError(`--at must be a calendar date written YYYY-MM-DD; received "${at}"`, EXIT_CODES.usage);
  const { directory, version } = locateVersionFolder(versionArgument, options.tables);
  const result = await approveTablesVersion(directory, version, { by: options.by, at });
  if (!result.success) {
    const count = result.problems.length === 1 ? "1 problem" : `${result.problems.length} problems`;
    throw new CliError(
      `Version ${version} of "${directory}" is not approved: ${count}:`,
      EXIT_CODES.inputProblem,
      result.problems.map((problem) => `  ${formatTableProblem(problem)}\n`).join(""),
      result.problems,
    );
  }
  process.stdout.write(`✔ Version ${version} approved by ${options.by.trim()} on ${at}\nContent hash ${result.approvedHash}\n`);
}
