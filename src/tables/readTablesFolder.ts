import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { FACTOR_TABLE_FILE_PATTERN, MANIFEST_FILE, IPT_FILE, PREMIUM_TAX_FILE, TAX_TERRITORIES_FILE, VERSION_CSV_FILES } from "./parsedTables.js";
import { parseTablesFiles, type ReadTablesFolderResult, type TablesFileEntry } from "./parseTablesFiles.js";
import { linkOutsideFolder, readTableFileText, realPathInside } from "./readTableFileText.js";
import type { TableProblem } from "./tableProblem.js";

export type { ReadTablesFolderResult } from "./parseTablesFiles.js";

const VERSION_FILE_NAMES: readonly string[] = Object.freeze([MANIFEST_FILE, ...VERSION_CSV_FILES]);

/**
 * Reads a tables folder (Node only): `ipt.csv` at the top and one sub-folder per version
 * holding `manifest.json` and the CSV files. Only tables files are read, each checked against
 * the size limit first; the folder's rules and the parsing are `parseTablesFiles`, shared
 * with the workbench page. A file that cannot be parsed is reported and left out, so the
 * checks of every other file still run. Files other than CSV and JSON (a README, notes) are
 * ignored; an unknown CSV (a misspelt name) is a problem. A symbolic link, to a file or to a
 * version folder, is followed only when its real path stays inside the folder (a Kubernetes
 * ConfigMap mount links everything through `..data`); one that leads out is `LINK_OUTSIDE_FOLDER`.
 *
 * @example
 * const { parsed, problems } = await readTablesFolder("tables");
 * parsed.versions.map((version) => version.directory); // ["2026.1", "2027.1"]
 */
export async function readTablesFolder(directory: string): Promise<ReadTablesFolderResult> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    const message = `The tables folder ${directory} cannot be read: ${error instanceof Error ? error.message : String(error)}.`;
    return { parsed: { versions: [] }, problems: [{ file: ".", code: "MISSING_FILE", message }], unreadable: new Set() };
  }
  const linkProblems: TableProblem[] = [];
  const folders: string[] = [];
  // Everything but folders: a symlink, FIFO or device named ipt.csv is read (and refused) as such, not reported as missing.
  const paths: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!entry.name.startsWith(".")) folders.push(entry.name);
    } else if (entry.isSymbolicLink() && !entry.name.startsWith(".") && (await isLinkToFolder(directory, entry.name))) {
      // A version folder that is a link (a ConfigMap mount's 2026.1 -> ..data/2026.1): read only when it stays inside.
      if ((await realPathInside(directory, entry.name)) === undefined) linkProblems.push(linkOutsideFolder(entry.name));
      else folders.push(entry.name);
    } else paths.push(entry.name);
  }
  for (const folder of folders) {
    for (const name of await readdir(join(directory, folder))) paths.push(`${folder}/${name}`);
  }
  const files = await Promise.all(paths.map((path) => readEntry(directory, path)));
  const result = parseTablesFiles(files.filter((file) => file !== undefined));
  return linkProblems.length === 0 ? result : { ...result, problems: [...linkProblems, ...result.problems] };
}

async function isLinkToFolder(directory: string, name: string): Promise<boolean> {
  try {
    return (await stat(join(directory, name))).isDirectory();
  } catch {
    return false;
  }
}

async function readEntry(directory: string, path: string): Promise<TablesFileEntry | undefined> {
  const parts = path.split("/");
  const isTablesFile =
    parts.length === 1
      ? path === IPT_FILE || path === TAX_TERRITORIES_FILE || path === PREMIUM_TAX_FILE
      : VERSION_FILE_NAMES.includes(parts[1] ?? "") || FACTOR_TABLE_FILE_PATTERN.test(parts[1] ?? "");
  // Other files are listed, not read: parseTablesFiles names the misspelt ones, and a stray large file costs nothing.
  if (!isTablesFile) return { path };
  const read = await readTableFileText(directory, path);
  if (read.kind === "absent") return undefined;
  return read.kind === "text" ? { path, text: read.text } : { path, problem: read.problem };
}
