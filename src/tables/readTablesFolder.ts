import { readdir } from "node:fs/promises";
import { join } from "node:path";
import {
  IPT_FILE,
  MANIFEST_FILE,
  VERSION_CSV_FILES,
  type ParsedCsv,
  type ParsedVersion,
  type UnhashedParsedTables,
  type VersionCsvFile,
} from "./parsedTables.js";
import { parseCsvText } from "./parse/parseCsvText.js";
import { parseJsonStrictly } from "./parse/parseJsonStrictly.js";
import { readTableFileText } from "./readTableFileText.js";
import type { TableProblem } from "./tableProblem.js";

/** What `readTablesFolder` returns: the parsed files, the problems of reading them, and the files that could not be parsed. */
export interface ReadTablesFolderResult {
  readonly parsed: UnhashedParsedTables;
  /** Problems of reading: unparsable CSV or JSON, an unknown CSV file, an unreadable folder. */
  readonly problems: readonly TableProblem[];
  /** Files that exist but could not be parsed (compileTables would otherwise call them missing). */
  readonly unreadable: ReadonlySet<string>;
}

/**
 * Reads a tables folder (Node only): `ipt.csv` at the top and one sub-folder per version
 * holding `manifest.json` and the CSV files. Every file is parsed with the same code as the
 * shipped default tables; a file that cannot be parsed is reported and left out, so the
 * checks of every other file still run. Files other than CSV and JSON (a README, notes) are
 * ignored; an unknown CSV (a misspelt name) is a problem.
 *
 * @example
 * const { parsed, problems } = await readTablesFolder("tables");
 * parsed.versions.map((version) => version.directory); // ["2026.1", "2027.1"]
 */
export async function readTablesFolder(directory: string): Promise<ReadTablesFolderResult> {
  const problems: TableProblem[] = [];
  const unreadable = new Set<string>();
  let entries: { name: string; isDirectory: () => boolean; isFile: () => boolean }[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    problems.push({ file: ".", code: "MISSING_FILE", message: `The tables folder ${directory} cannot be read: ${describe(error)}.` });
    return { parsed: { versions: [] }, problems, unreadable };
  }
  const ipt = await readCsv(directory, IPT_FILE, problems, unreadable);
  const versions: ParsedVersion[] = [];
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith(".")).map((entry) => entry.name).sort();
  for (const folder of folders) versions.push(await readVersion(directory, folder, problems, unreadable));
  for (const entry of entries) {
    if (entry.isFile() && entry.name.toLowerCase().endsWith(".csv") && entry.name !== IPT_FILE) {
      problems.push({ file: entry.name, code: "UNKNOWN_FILE", message: `${entry.name} is not a tables file: the top of the tables folder holds only ${IPT_FILE} and one folder per version.` });
    }
  }
  return { parsed: { versions, ...(ipt === undefined ? {} : { ipt }) }, problems, unreadable };
}

async function readVersion(root: string, folder: string, problems: TableProblem[], unreadable: Set<string>): Promise<ParsedVersion> {
  const names = await readdir(join(root, folder));
  for (const name of names) {
    const known = name === MANIFEST_FILE || (VERSION_CSV_FILES as readonly string[]).includes(name);
    if (!known && (name.toLowerCase().endsWith(".csv") || name.toLowerCase().endsWith(".json"))) {
      problems.push({ file: `${folder}/${name}`, code: "UNKNOWN_FILE", message: `${name} is not a tables file; the files of a version are ${MANIFEST_FILE}, ${VERSION_CSV_FILES.join(", ")}.` });
    }
  }
  const files: Partial<Record<VersionCsvFile, ParsedCsv>> = {};
  for (const name of VERSION_CSV_FILES) {
    if (!names.includes(name)) continue;
    const csv = await readCsv(root, `${folder}/${name}`, problems, unreadable);
    if (csv !== undefined) files[name] = csv;
  }
  let manifest: unknown;
  if (names.includes(MANIFEST_FILE)) {
    const path = `${folder}/${MANIFEST_FILE}`;
    const read = await readTableFileText(root, path);
    if (read.kind === "problem") {
      unreadable.add(path);
      problems.push(read.problem);
    } else if (read.kind === "text") {
      const parsed = parseJsonStrictly(stripBom(read.text), path);
      if (parsed.success) manifest = parsed.value;
      else {
        unreadable.add(path);
        problems.push(...parsed.problems);
      }
    }
  }
  return { directory: folder, ...(manifest === undefined ? {} : { manifest }), files };
}

async function readCsv(root: string, path: string, problems: TableProblem[], unreadable: Set<string>): Promise<ParsedCsv | undefined> {
  const read = await readTableFileText(root, path);
  if (read.kind === "absent") return undefined;
  if (read.kind === "problem") {
    unreadable.add(path);
    problems.push(read.problem);
    return undefined;
  }
  const text = read.text;
  const result = parseCsvText(text, path);
  problems.push(...result.problems);
  if (!result.success) {
    unreadable.add(path);
    return undefined;
  }
  return result.csv;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
