import type { TableProblem } from "./tableProblem.js";

/**
 * Returns one line naming where a table problem is and what to do about it, in the
 * `file:row` form editors and terminals understand, with the column and code.
 *
 * @example
 * formatTableProblem({ file: "2026.1/ncd.csv", row: 4, column: "factor", code: "NOT_POSITIVE", message: "The factor -1 must be above 0." });
 * // '2026.1/ncd.csv:4 column "factor" [NOT_POSITIVE] The factor -1 must be above 0.'
 */
export function formatTableProblem(problem: TableProblem): string {
  const row = problem.row === undefined ? "" : `:${problem.row}`;
  const column = problem.column === undefined ? "" : ` column "${problem.column}"`;
  return `${problem.file}${row}${column} [${problem.code}] ${problem.message}`;
}
