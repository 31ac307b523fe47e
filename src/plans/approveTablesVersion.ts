import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { computeContentHashes } from "../tables/hash/computeContentHashes.js";
import { sha256Hex } from "../tables/hash/sha256Hex.js";
import { safeLoadTables } from "./loadTables.js";
import { MANIFEST_FILE } from "../tables/parsedTables.js";
import { readTablesFolder } from "../tables/readTablesFolder.js";
import type { TableProblem } from "../tables/tableProblem.js";

/** Who approves, and on which date (YYYY-MM-DD). */
export interface ApprovalSignOff {
  readonly by: string;
  readonly at: string;
}

/** What approving gives: the hash approved and the manifest written, or every problem. */
export type ApproveTablesVersionResult =
  | { readonly success: true; readonly version: string; readonly approvedHash: string; readonly manifest: Record<string, unknown> }
  | { readonly success: false; readonly problems: readonly TableProblem[] };

/**
 * Signs off one version of a tables folder (Node only): checks the whole folder, then writes
 * `status: "approved"`, `approvedBy`, `approvedAt` and `approvedHash` (the version's content
 * hash, which leaves the sign-off keys out) into its manifest.json, keeping its other keys in
 * their order. Tables with any problem are not approved, and neither is a version that is
 * not in the folder. An approved version may be approved again (a new sign-off of the same
 * content); after a change its old approval is `APPROVAL_OUTDATED` until approved again.
 *
 * @example
 * await approveTablesVersion("tables", "2027.1", { by: "A. Actuary", at: "2026-10-01" });
 * // { success: true, version: "2027.1", approvedHash: "8c7a…", manifest: { …, status: "approved" } }
 */
export async function approveTablesVersion(directory: string, version: string, signOff: ApprovalSignOff): Promise<ApproveTablesVersionResult> {
  const manifestFile = `${version}/${MANIFEST_FILE}`;
  // An outdated approval (of this version or another) is not a loading problem: approving again resolves it.
  const loaded = await safeLoadTables(directory);
  if (!loaded.success) return { success: false, problems: loaded.problems };
  const { parsed } = await readTablesFolder(directory);
  const approvedHash = computeContentHashes(parsed, sha256Hex).byVersion[version];
  if (approvedHash === undefined) {
    const versions = parsed.versions.map((entry) => entry.directory).join(", ");
    return {
      success: false,
      problems: [{ file: version, code: "MISSING_FILE", message: `There is no version ${version} in ${directory}; its versions are ${versions}.` }],
    };
  }
  if (signOff.by.trim() === "") {
    return { success: false, problems: [{ file: manifestFile, column: "approvedBy", code: "INVALID_MANIFEST", message: "Name the person who approves the version." }] };
  }
  const path = join(directory, manifestFile);
  const originalText = await readFile(path, "utf8");
  const current = JSON.parse(originalText.replace(/^\uFEFF/, "")) as Record<string, unknown>;
  const manifest = { ...current, status: "approved", approvedBy: signOff.by.trim(), approvedAt: signOff.at, approvedHash };
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`);
  const check = await safeLoadTables(directory);
  if (!check.success) {
    // Only a bad date can fail here (the rest was checked): put the manifest back as it was.
    await writeFile(path, originalText);
    return { success: false, problems: check.problems };
  }
  return { success: true, version, approvedHash, manifest };
}
