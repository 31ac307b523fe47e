import type { CompileTablesResult } from "./compileTables.js";
import { safeLoadTables } from "./loadTables.js";
import { tablesSignOff } from "../tables/governance/tablesSignOff.js";

/**
 * What `pmi-rating tables check` runs (Node only): `safeLoadTables`, and then the sign-off of
 * every approved version (`tablesSignOff`), so that a file changed after approval
 * (`APPROVAL_OUTDATED`) fails the check. Loading alone does not refuse an outdated approval, so
 * that a copy of approved tables can be edited and analysed (impact, the workbench) before it is
 * approved again; the check is the gate before publishing, and the service and
 * `pmi-rating quote` price only approved versions.
 *
 * @example
 * const result = await safeCheckTables("tables");
 * if (!result.success) result.problems.forEach((problem) => console.error(formatTableProblem(problem)));
 */
export async function safeCheckTables(directory: string): Promise<CompileTablesResult> {
  const loaded = await safeLoadTables(directory);
  if (!loaded.success) return loaded;
  const { checkProblems } = tablesSignOff(loaded.tables);
  return checkProblems.length === 0 ? loaded : { success: false, problems: checkProblems };
}
