import { capTableProblems } from "./capTableProblems.js";
import { compileTablesData, type CompileTablesDataResult } from "./compileTablesData.js";
import { computeContentHashes } from "./hash/computeContentHashes.js";
import { sha256Hex } from "./hash/sha256Hex.js";
import { readTablesFolder } from "./readTablesFolder.js";

/**
 * Reads, checks and compiles a tables folder into tables data (Node only), returning a result
 * instead of throwing: every problem of reading and of checking, each with file, row and
 * column (at most 100 per file, the rest counted in a last `TOO_MANY_PROBLEMS` problem of that
 * file). `safeLoadTables` adds the rating plans.
 *
 * @example
 * const result = await safeLoadTablesData("tables");
 * if (!result.success) result.problems.forEach((problem) => console.error(formatTableProblem(problem)));
 */
export async function safeLoadTablesData(directory: string): Promise<CompileTablesDataResult> {
  const { parsed, problems: readProblems, unreadable } = await readTablesFolder(directory);
  const compiled = compileTablesData({ ...parsed, hashes: computeContentHashes(parsed, sha256Hex) });
  if (compiled.success && readProblems.length === 0) return compiled;
  // A file that exists but could not be parsed is already reported; do not also call it missing.
  const checkProblems = compiled.success ? [] : compiled.problems.filter((problem) => !(problem.code === "MISSING_FILE" && unreadable.has(problem.file)));
  return { success: false, problems: capTableProblems([...readProblems, ...checkProblems]) };
}
