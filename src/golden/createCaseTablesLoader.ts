import { dirname, resolve } from "node:path";
import { formatTableProblem } from "../tables/formatTableProblem.js";
import { safeLoadTables } from "../plans/loadTables.js";
import type { RatingTables } from "../engine/types.js";

/** The tables a case names, loaded, or why they could not be. */
export type CaseTables = { readonly tables: RatingTables } | { readonly error: string };

/** Problems of a case's tables quoted in its error; the rest are counted. */
const MOST_PROBLEMS_QUOTED = 3;

/**
 * Returns a loader of the tables golden cases name (`"tables"` in a case: a tables folder, its
 * path relative to the case file's folder), each folder read and checked once per run however
 * many cases name it. A folder that cannot be loaded gives an error naming it and its first
 * problems, which fails those cases only.
 *
 * @example
 * const tablesOf = createCaseTablesLoader();
 * await tablesOf("test/golden/renewal-price-rule/report/renewal-dearer-than-new-business.json", "tables");
 * // { tables } read from test/golden/renewal-price-rule/report/tables
 */
export function createCaseTablesLoader(): (caseFile: string, named: string) => Promise<CaseTables> {
  const loaded = new Map<string, Promise<CaseTables>>();
  return (caseFile, named) => {
    const directory = resolve(dirname(caseFile), named);
    let tables = loaded.get(directory);
    if (tables === undefined) {
      tables = load(named, directory);
      loaded.set(directory, tables);
    }
    return tables;
  };
}

async function load(named: string, directory: string): Promise<CaseTables> {
  const result = await safeLoadTables(directory);
  if (result.success) return { tables: result.tables };
  const quoted = result.problems.slice(0, MOST_PROBLEMS_QUOTED).map(formatTableProblem).join("; ");
  const more = result.problems.length > MOST_PROBLEMS_QUOTED ? `; and ${result.problems.length - MOST_PROBLEMS_QUOTED} more` : "";
  return { error: `its tables "${named}" (${directory}) cannot be used: ${quoted}${more}` };
}
