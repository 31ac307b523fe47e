import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { MANIFEST_FILE, IPT_FILE, PREMIUM_TAX_FILE, TAX_TERRITORIES_FILE, VERSION_CSV_FILES } from "./parsedTables.js";
import { parseTablesFiles, type ReadTablesFolderResult, type TablesFileEntry } from "./parseTablesFiles.js";
import { readTableFileText } from "./readTableFileText.js";

export type { ReadTablesFolderResult } from "./parseTablesFiles.js";

const VERSION_FILE_NAMES: readonly string[] = Object.freeze([MANIFEST_FILE, ...VERSION_CSV_FILES]);

/**
 * Reads a tables folder (Node only): `ipt.csv` at the top and one sub-folder per version
 * holding `manifest.json` and the CSV files. Only tables files are read, each checked against
 * the size limit first; the folder's rules and the parsing are `parseTablesFiles`, shared
 * with the workbench page. A file that cannot be parsed is reported and left out, so the
 * checks of every other file still run. Files other than CSV and JSON (a README, notes) are
 * ignored; an unknown CSV (a misspelt name) is a problem.
 *
 * @example
 * const { parsed, problems } = await readTablesFolder("tables");
 * parsed.versions.map((version) => version.directory); // ["2026.1", "2027.1"]
 */
export async function readTablesFolder(directory: string): Promise<ReadTablesFolderResult> {
  let entries: { name: string; isDirectory: () => boolean; isFile: () => boolean }[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    const message = `The tables folder ${directory} cannot be read: ${error instanceof Error ? error.message : String(error)}.`;
    return { parsed: { versions: [] }, problems: [{ file: ".", code: "MISSING_FILE", message }], unreadable: new Set() };
  }
  // Everything but folders: a symlink, FIFO or device named ipt.csv is read (and refused) as such, not reported as missing.
  const paths = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name);
  for (const folder of entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))) {
    for (const name of await readdir(join(directory, folder.name))) paths.push(`${folder.name}/${name}`);
  }
  const files = await Promise.all(paths.map((path) => readEntry(directory, path)));
  return parseTablesFiles(files.filter((file) => file !== undefined));
}

async function readEntry(directory: string, path: string): Promise<TablesFileEntry | undefined> {
  const parts = path.split("/");
  const isTablesFile = parts.length === 1 ? path === IPT_FILE || path === TAX_TERRITORIES_FILE || path === PREMIUM_TAX_FILE : VERSION_FILE_NAMES.includes(parts[1] ?? "");
  // Other files are listed, not read: parseTablesFiles names the misspelt ones, and a stray large file costs nothing.
  if (!isTablesFile) return { path };
  const read = await readTableFileText(directory, path);
  if (read.kind === "absent") return undefined;
  return read.kind === "text" ? { path, text: read.text } : { path, problem: read.problem };
}
