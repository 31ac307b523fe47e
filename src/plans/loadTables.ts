import type { RatingTables } from "../engine/types.js";
import { RATING_FACTORS } from "../factors/index.js";
import { capTableProblems } from "../tables/capTableProblems.js";
import { safeLoadTablesData } from "../tables/loadTablesData.js";
import { TablesError } from "../tables/TablesError.js";
import type { CompileTablesResult } from "./compileTables.js";
import { factorTableProblems } from "./factorTableProblems.js";
import { withRatingPlans } from "./withRatingPlans.js";

/**
 * Reads, checks and compiles a tables folder (Node only), returning a result instead of
 * throwing: every problem of reading and of checking, each with file, row and column (at most
 * 100 per file, the rest counted in a last `TOO_MANY_PROBLEMS` problem of that file).
 *
 * @example
 * const result = await safeLoadTables("tables");
 * if (!result.success) result.problems.forEach((problem) => console.error(formatTableProblem(problem)));
 */
export async function safeLoadTables(directory: string): Promise<CompileTablesResult> {
  const loaded = await safeLoadTablesData(directory);
  if (!loaded.success) return loaded;
  const problems = factorTableProblems(loaded.tables, RATING_FACTORS);
  return problems.length === 0 ? { success: true, tables: withRatingPlans(loaded.tables) } : { success: false, problems: capTableProblems(problems) };
}

/**
 * Reads, checks and compiles a tables folder (Node only): `ipt.csv` and one folder per version
 * (see docs/tables.md). Throws a `TablesError` listing every problem when the tables cannot
 * be used, so a malformed table is never a wrong price.
 *
 * @example
 * const tables = await loadTables("./tables");
 * quote(request, tables);
 */
export async function loadTables(directory: string): Promise<RatingTables> {
  const result = await safeLoadTables(directory);
  if (!result.success) throw new TablesError(result.problems, directory);
  return result.tables;
}
