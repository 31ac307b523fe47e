import type { RatingFactor } from "../engine/types.js";
import type { TableProblem } from "../tables/tableProblem.js";
import type { TablesData } from "../tables/types.js";
import { checkFactorTable } from "./checkFactorTable.js";

/**
 * The problems of the rating factors' own tables (`factor-<name>.csv`) in every version: each
 * checked by the factor that names it, and a factor table that no factor of `factors` names
 * (`UNKNOWN_FILE`: a misspelt name would otherwise be ignored and its loading never applied).
 *
 * @example
 * factorTableProblems(tablesData, RATING_FACTORS); // [] for the shipped tables
 */
export function factorTableProblems(tables: TablesData, factors: readonly RatingFactor[]): TableProblem[] {
  const problems: TableProblem[] = [];
  const named = new Map(factors.flatMap((factor) => (factor.table === undefined ? [] : [[factor.table.file, factor.table] as const])));
  for (const version of tables.versions) {
    for (const [file, table] of Object.entries(version.factorTables ?? {})) {
      const path = `${version.manifest.version}/${file}`;
      const rule = named.get(file);
      if (rule === undefined) {
        const known = [...named.keys()].join(", ") || "none";
        problems.push({ file: path, code: "UNKNOWN_FILE", message: `${file} is the table of no rating factor; the factors' tables are: ${known}.` });
      } else problems.push(...checkFactorTable(table, path, rule));
    }
  }
  return problems;
}
