import { MANIFEST_FILE, type ContentHashes, type UnhashedParsedTables } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";

/**
 * The approved versions whose content changed after sign-off: a manifest with
 * `status: "approved"` whose `approvedHash` is not the version's content hash now (a CSV value,
 * a pricing key of the manifest or the IPT history changed since `pmi-rating tables approve`).
 * Each is an `APPROVAL_OUTDATED` problem on the manifest, so that `tables check`
 * (`safeCheckTables`) refuses tables that no longer match what was signed.
 *
 * @example
 * findApprovalProblems(parsed, computeContentHashes(parsed, sha256Hex));
 * // [{ file: "2027.1/manifest.json", column: "approvedHash", code: "APPROVAL_OUTDATED", message: "…" }]
 */
export function findApprovalProblems(parsed: UnhashedParsedTables, hashes: ContentHashes): TableProblem[] {
  const problems: TableProblem[] = [];
  for (const version of parsed.versions) {
    const manifest = version.manifest as Record<string, unknown> | undefined;
    if (typeof manifest !== "object" || manifest === null || manifest.status !== "approved") continue;
    const approved = manifest.approvedHash;
    const now = hashes.byVersion[version.directory];
    if (typeof approved !== "string" || now === undefined || approved === now) continue;
    problems.push({
      file: `${version.directory}/${MANIFEST_FILE}`,
      column: "approvedHash",
      code: "APPROVAL_OUTDATED",
      message: `Version ${version.directory} was approved with content hash ${approved.slice(0, 12)}… but its content hash is now ${now.slice(0, 12)}…: a file changed after approval; undo the change, or set status to "draft" and approve it again.`,
    });
  }
  return problems;
}
