import { stat } from "node:fs/promises";
import { defaultTables } from "pmi-rating/tables";
import { formatTableProblem } from "pmi-rating/tables";
import { safeLoadTables } from "pmi-rating/node";
import type { RatingTables } from "pmi-rating";
import { CliError } from "./CliError.js";
import { describeFileError } from "./readTextInput.js";
import { escapeControlCharacters } from "./format/escapeControlCharacters.js";

/**
 * The tables a command prices with: the shipped default tables when no folder is given, else
 * the folder read and checked. A folder that is missing, or holds any problem, stops the
 * command with every problem listed (file, row, column, code), never a wrong price.
 *
 * @example
 * const tables = await loadTablesOption(options.tables); // options.tables from --tables <dir>
 */
export async function loadTablesOption(directory: string | undefined, optionName: string | null = "--tables"): Promise<RatingTables> {
  if (directory === undefined) return defaultTables;
  const from = optionName === null ? "" : ` (${optionName})`;
  try {
    const info = await stat(directory);
    if (!info.isDirectory()) throw new CliError(`The tables folder "${directory}"${from} is not a folder`);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Cannot read tables folder "${directory}"${from}: ${describeFileError(error)}`);
  }
  const result = await safeLoadTables(directory);
  if (result.success) return result.tables;
  const count = result.problems.length === 1 ? "1 problem" : `${result.problems.length} problems`;
  throw new CliError(
    `The tables in "${directory}"${from} have ${count}:`,
    1,
    result.problems.map((problem) => `  ${escapeControlCharacters(formatTableProblem(problem))}\n`).join(""),
    result.problems,
  );
}
