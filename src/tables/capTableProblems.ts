import type { TableProblem } from "./tableProblem.js";
import { tooManyProblems, unlistedCountOf } from "./tooManyProblems.js";

/** Problems listed per file; the rest of a file's problems are counted in one last problem. */
export const MAX_PROBLEMS_PER_FILE = 100;

/**
 * The problems of a tables folder with at most `limit` listed per file, in their order, each
 * file's rest replaced by one `TOO_MANY_PROBLEMS` problem that counts them. A file of thousands
 * of broken rows is then a readable report of a few kilobytes, not megabytes of the same
 * mistake; the first problems show what is wrong, the count shows how much. Linear; the list
 * given is not changed.
 *
 * @example
 * capTableProblems(problemsOfAFileWith250BadCells, 100);
 * // 100 problems, then { file, code: "TOO_MANY_PROBLEMS", message: "And 150 more problems in this file, not listed: ..." }
 */
export function capTableProblems(problems: readonly TableProblem[], limit: number = MAX_PROBLEMS_PER_FILE): TableProblem[] {
  const listed: TableProblem[] = [];
  const unlisted = new Map<string, number>();
  const listedPerFile = new Map<string, number>();
  for (const problem of problems) {
    const count = listedPerFile.get(problem.file) ?? 0;
    if (count < limit && problem.code !== "TOO_MANY_PROBLEMS") {
      listed.push(problem);
      listedPerFile.set(problem.file, count + 1);
    } else {
      // A count made by an earlier cap adds its number, so capping twice gives the same total.
      const already = problem.code === "TOO_MANY_PROBLEMS" ? unlistedCountOf(problem) : 1;
      unlisted.set(problem.file, (unlisted.get(problem.file) ?? 0) + already);
    }
  }
  for (const [file, count] of unlisted) listed.push(tooManyProblems(file, count));
  return listed;
}
