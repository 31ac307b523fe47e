import type { RatingTables } from "../engine/types.js";
import { RATING_FACTORS } from "../factors/index.js";
import { compileTablesData } from "../tables/compileTablesData.js";
import type { ParsedTables } from "../tables/parsedTables.js";
import type { TableProblem } from "../tables/tableProblem.js";
import { factorTableProblems } from "./factorTableProblems.js";
import { withRatingPlans } from "./withRatingPlans.js";

/** What `compileTables` returns: the `RatingTables`, or every problem found. */
export type CompileTablesResult = { readonly success: true; readonly tables: RatingTables } | { readonly success: false; readonly problems: readonly TableProblem[] };

/**
 * Validates parsed tables and builds the in-memory `RatingTables` the engine reads. Pure: no
 * file system, no clock, so it runs in a browser on the shipped default tables.
 *
 * Every problem of every file is collected (file, spreadsheet row, column, stable code, a
 * sentence to act on); nothing is returned half-built. On success the tables are pre-indexed
 * (the base-rate band of every age, maps by key), sorted by `effectiveFrom`, deeply frozen,
 * and every version's rating plan is compiled (`RatingTables.plans`, see `compileRatingPlan`),
 * so one quote can never change another's prices.
 *
 * @example
 * const result = compileTables(parsed);
 * if (result.success) quote(request, result.tables);
 * else for (const problem of result.problems) console.error(formatTableProblem(problem));
 */
export function compileTables(parsed: ParsedTables): CompileTablesResult {
  const compiled = compileTablesData(parsed);
  if (!compiled.success) return compiled;
  const problems = factorTableProblems(compiled.tables, RATING_FACTORS);
  return problems.length === 0 ? { success: true, tables: withRatingPlans(compiled.tables) } : { success: false, problems };
}
