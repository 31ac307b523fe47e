import type { ParsedTables, TablesManifest, TablesVersion } from "pmi-rating";
import { tablesSignOff } from "pmi-rating/tables";
import { escapeControlCharacters } from "../format/escapeControlCharacters.js";
import { NOT_FOR_LIVE_QUOTES } from "../format/formatTablesSummary.js";

/** A version as the sign-off verdict reads it: its manifest and its content hash. */
export type SignedVersion = Pick<TablesVersion, "manifest" | "hash">;

/**
 * The lines an analysis command (impact, tables solve, tables diff, tables import, workbench)
 * writes to standard error for each version it may price that is not approved as it is (a
 * draft, a version without sign-off, one changed after approval), in the words of
 * `tablesSignOff`, then `pricedBecause` (default: analysis only); "" when every one is approved. Analysis may price them; the service and
 * `pmi-rating quote` do not, unless told to allow unapproved tables.
 *
 * @example
 * process.stderr.write(tablesSignOffNotice(tables.versions, '"proposed"'));
 * // ⚠ "proposed" version 2027.2: draft: not approved; analysis only: the service and pmi-rating quote refuse it
 */
export function tablesSignOffNotice(versions: readonly SignedVersion[], where: string, pricedBecause = NOT_FOR_LIVE_QUOTES): string {
  return tablesSignOff({ versions })
    .versions.filter((version) => version.state !== "approved")
    .map(
      (version) =>
        `⚠ ${escapeControlCharacters(where)} version ${escapeControlCharacters(version.version)}: ${escapeControlCharacters(version.description)}${pricedBecause}\n`,
    )
    .join("");
}

/**
 * The versions of parsed (not compiled) tables as the sign-off verdict reads them, each named by
 * its folder, with its content hash: for the commands that read a version's files without
 * compiling them (`tables diff`, `tables solve`). `only` keeps the versions named.
 *
 * @example
 * tablesSignOffNotice(signedVersionsOf(from.tables, [from.version.directory]), from.label);
 */
export function signedVersionsOf(tables: ParsedTables, only?: readonly string[]): SignedVersion[] {
  return tables.versions
    .filter((version) => only === undefined || only.includes(version.directory))
    .map((version) => ({
      // A parsed manifest is the file's JSON as read; the verdict reads only its sign-off keys, and the folder names the version.
      manifest: { ...(version.manifest as TablesManifest), version: version.directory },
      hash: tables.hashes.byVersion[version.directory] ?? "",
    }));
}
