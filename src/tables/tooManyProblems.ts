import type { TableProblem } from "./tableProblem.js";

/**
 * The problem that stands for `count` problems of `file` not listed.
 *
 * @example
 * tooManyProblems("2026.1/base-rates.csv", 3).message; // "And 3 more problems in this file, not listed: ..."
 */
export function tooManyProblems(file: string, count: number): TableProblem {
  return {
    file,
    code: "TOO_MANY_PROBLEMS",
    message: `And ${count} more problem${count === 1 ? "" : "s"} in this file, not listed: mend the ones above and check again.`,
  };
}

/** How many problems a `TOO_MANY_PROBLEMS` problem stands for (read back from its message, which `tooManyProblems` writes). */
export function unlistedCountOf(problem: TableProblem): number {
  return Number(/^And (\d+) more/.exec(problem.message)?.[1] ?? "1");
}
