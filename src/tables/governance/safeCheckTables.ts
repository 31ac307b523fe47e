import type { CompileTablesDataResult } from "../compileTablesData.js";
import { computeContentHashes } from "../hash/computeContentHashes.js";
import { sha256Hex } from "../hash/sha256Hex.js";
import { safeLoadTablesData } from "../loadTablesData.js";
import { readTablesFolder } from "../readTablesFolder.js";
import { findApprovalProblems } from "./findApprovalProblems.js";

/**
 * What `pmi-rating tables check` runs (Node only): `safeLoadTablesData`, and then the sign-off of
 * every approved version, so that a file changed after approval (`APPROVAL_OUTDATED`) fails
 * the check. Loading alone does not refuse an outdated approval, so that a copy of approved
 * tables can be edited and priced (impact, the workbench) before it is approved again; the
 * check is the gate before publishing.
 *
 * @example
 * const result = await safeCheckTables("tables");
 * if (!result.success) result.problems.forEach((problem) => console.error(formatTableProblem(problem)));
 */
export async function safeCheckTables(directory: string): Promise<CompileTablesDataResult> {
  const loaded = await safeLoadTablesData(directory);
  if (!loaded.success) return loaded;
  const { parsed } = await readTablesFolder(directory);
  const problems = findApprovalProblems(parsed, computeContentHashes(parsed, sha256Hex));
  return problems.length === 0 ? loaded : { success: false, problems };
}
