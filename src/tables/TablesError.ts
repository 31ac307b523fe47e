import { formatTableProblem } from "./formatTableProblem.js";
import type { TableProblem } from "./tableProblem.js";

/**
 * Thrown by `loadTables` when the tables cannot be used. Carries every problem found, each with
 * its file, row, column and stable code; the message lists them all, one a line.
 *
 * @example
 * try { await loadTables("tables"); }
 * catch (error) { if (error instanceof TablesError) console.error(error.problems); }
 */
export class TablesError extends Error {
  override readonly name = "TablesError";
  readonly problems: readonly TableProblem[];

  constructor(problems: readonly TableProblem[], directory?: string) {
    const where = directory === undefined ? "The rating tables" : `The rating tables in ${directory}`;
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(`${where} have ${count}:\n${problems.map((problem) => `  ${formatTableProblem(problem)}`).join("\n")}`);
    this.problems = problems;
  }
}
