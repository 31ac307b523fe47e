import { MANIFEST_FILE } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { TablesVersion } from "../types.js";

/**
 * Where a version stands in sign-off: `approved` (approved, and its content is still the content
 * approved), `changed-since-approval` (approved, but a file changed afterwards), `draft`, or
 * `not-signed-off` (a manifest without `status`).
 */
export type VersionSignOffState = "approved" | "changed-since-approval" | "draft" | "not-signed-off";

/** The sign-off of one tables version. */
export interface VersionSignOff {
  readonly version: string;
  readonly state: VersionSignOffState;
  /** The version's content hash now. */
  readonly hash: string;
  /** The content hash approved (with `status: "approved"`). */
  readonly approvedHash?: string;
  readonly approvedBy?: string;
  readonly approvedAt?: string;
  /** The state in words, as `tables check` and the workbench show it, e.g. "draft: not approved". */
  readonly description: string;
}

/** The sign-off of a tables set: each version's, what `tables check` fails on, and why live quotes may not be priced with it. */
export interface TablesSignOff {
  readonly versions: readonly VersionSignOff[];
  /** `APPROVAL_OUTDATED` for every version changed since approval: `tables check` fails on these. */
  readonly checkProblems: readonly TableProblem[];
  /**
   * Every version that is not approved as it is (`APPROVAL_OUTDATED`, `VERSION_NOT_APPROVED`):
   * while any is listed, the service and `pmi-rating quote` do not price with these tables
   * unless told to allow unapproved tables. Empty: they may.
   */
  readonly livePricingProblems: readonly TableProblem[];
}

/**
 * The one verdict on a tables set's sign-off, computed from each version's manifest and content
 * hash: `tables check` shows it and fails on `checkProblems`, the workbench shows it, and the
 * service and `pmi-rating quote` refuse tables with `livePricingProblems`. A version's hash is
 * its content hash with the sign-off keys left out (`tables approve` writes that hash as
 * `approvedHash`), so comparing the two says whether a file changed after approval.
 *
 * @example
 * tablesSignOff(defaultTables).livePricingProblems; // [] (the shipped tables are approved)
 * tablesSignOff(proposed).versions[0];
 * // { version: "2027.2", state: "draft", hash: "6596…", description: "draft: not approved" }
 */
export function tablesSignOff(tables: { readonly versions: readonly Pick<TablesVersion, "manifest" | "hash">[] }): TablesSignOff {
  const versions = tables.versions.map(versionSignOff);
  const checkProblems: TableProblem[] = [];
  const livePricingProblems: TableProblem[] = [];
  for (const signOff of versions) {
    const problem = problemOf(signOff);
    if (problem === undefined) continue;
    livePricingProblems.push(problem);
    if (problem.code === "APPROVAL_OUTDATED") checkProblems.push(problem);
  }
  return { versions, checkProblems, livePricingProblems };
}

function versionSignOff({ manifest, hash }: Pick<TablesVersion, "manifest" | "hash">): VersionSignOff {
  const { version, status, approvedHash, approvedBy, approvedAt } = manifest;
  if (status === "draft") return { version, state: "draft", hash, description: "draft: not approved" };
  if (status !== "approved") return { version, state: "not-signed-off", hash, description: "no status: outside sign-off, not approved" };
  const who = `approved by ${approvedBy ?? "(no one named)"} on ${approvedAt ?? "(no date)"}`;
  const approval = {
    version,
    hash,
    ...(approvedHash === undefined ? {} : { approvedHash }),
    ...(approvedBy === undefined ? {} : { approvedBy }),
    ...(approvedAt === undefined ? {} : { approvedAt }),
  };
  if (approvedHash === hash) return { ...approval, state: "approved", description: `${who}; approved hash matches` };
  return { ...approval, state: "changed-since-approval", description: `${who}; approved hash does not match (a file changed after approval)` };
}

function problemOf(signOff: VersionSignOff): TableProblem | undefined {
  const file = `${signOff.version}/${MANIFEST_FILE}`;
  const approve = "approve it with pmi-rating tables approve";
  switch (signOff.state) {
    case "approved":
      return undefined;
    case "changed-since-approval":
      return {
        file,
        column: "approvedHash",
        code: "APPROVAL_OUTDATED",
        message: `Version ${signOff.version} was approved with content hash ${signOff.approvedHash ?? "(none)"} but its content hash is now ${signOff.hash}: a file changed after approval; undo the change, or approve it again (pmi-rating tables approve).`,
      };
    case "draft":
      return {
        file,
        column: "status",
        code: "VERSION_NOT_APPROVED",
        message: `Version ${signOff.version} (content hash ${signOff.hash}) is a draft: live quotes are priced only with approved versions; ${approve}.`,
      };
    case "not-signed-off":
      return {
        file,
        column: "status",
        code: "VERSION_NOT_APPROVED",
        message: `Version ${signOff.version} (content hash ${signOff.hash}) has no sign-off (no status in its manifest): live quotes are priced only with approved versions; ${approve}.`,
      };
  }
}
