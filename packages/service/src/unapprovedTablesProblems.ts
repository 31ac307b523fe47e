import type { RatingTables } from "pmi-rating";
import { formatTableProblem, tablesSignOff } from "pmi-rating/tables";
import { ALLOW_UNAPPROVED_TABLES_SETTING } from "./readAllowUnapprovedTables.js";

/**
 * Why the service may not price live quotes with these tables, one line per version not
 * approved as it is (a draft, a version without sign-off, or one changed after approval, with
 * the hash approved and the hash now), then what to do; empty when every version is approved as
 * it is. `where` names the tables (`PMI_TABLES_DIR "…"`, `the shipped tables`).
 *
 * @example
 * unapprovedTablesProblems(tables, 'PMI_TABLES_DIR "proposed"');
 * // ['The tables of PMI_TABLES_DIR "proposed" are not approved: 2027.2/manifest.json column "status" [VERSION_NOT_APPROVED] Version 2027.2 (content hash …) is a draft: …', "Approve …"]
 */
export function unapprovedTablesProblems(tables: RatingTables, where: string): string[] {
  const { livePricingProblems } = tablesSignOff(tables);
  if (livePricingProblems.length === 0) return [];
  return [
    ...livePricingProblems.map((problem) => `The tables of ${where} are not approved: ${formatTableProblem(problem)}`),
    `The service prices live quotes only with tables approved as they are: approve each version (pmi-rating tables approve), or set ${ALLOW_UNAPPROVED_TABLES_SETTING}=true to price with them anyway (the log and every quote's record then say so).`,
  ];
}
