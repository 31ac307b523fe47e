import {
  IPT_FILE,
  MANIFEST_FILE,
  PREMIUM_TAX_FILE,
  TAX_TERRITORIES_FILE,
  VERSION_CSV_FILES,
  FACTOR_TABLE_FILE_PATTERN,
  type ParsedCsv,
  type ParsedVersion,
  type UnhashedParsedTables,
  type VersionCsvFile,
} from "./parsedTables.js";
import { parseCsvText } from "./parse/parseCsvText.js";
import { parseJsonStrictly } from "./parse/parseJsonStrictly.js";
import type { TableProblem } from "./tableProblem.js";

/**
 * One file of a tables folder: its path inside the folder (`/` separators, e.g. `ipt.csv` or
 * `2026.1/base-rates.csv`) and, when it was read, its text or why it could not be read.
 * A file listed without either is known to exist but was not read (it is not a tables file).
 */
export interface TablesFileEntry {
  readonly path: string;
  readonly text?: string;
  readonly problem?: TableProblem;
}

/** What reading a tables folder gives: the parsed files, the problems of reading them, and the files that could not be parsed. */
export interface ReadTablesFolderResult {
  readonly parsed: UnhashedParsedTables;
  /** Problems of reading: unparsable CSV or JSON, an unknown CSV or JSON file, an unreadable file. */
  readonly problems: readonly TableProblem[];
  /** Files that exist but could not be parsed (compileTables would otherwise call them missing). */
  readonly unreadable: ReadonlySet<string>;
}

const TOP_CSV_FILES: readonly string[] = [IPT_FILE, TAX_TERRITORIES_FILE, PREMIUM_TAX_FILE];

const isTablesFileName = (name: string): boolean => /\.(csv|json)$/i.test(name);

/**
 * The rules of a tables folder, on its files' texts (no I/O, so the Node folder reader and the
 * workbench page share them): `ipt.csv` at the top and one folder per version (sorted by name,
 * hidden folders skipped) holding `manifest.json` and the CSV files. Every file is parsed with
 * the same code as the shipped default tables; a file that cannot be parsed is reported and
 * left out, so the checks of every other file still run. Other files (a README, notes) are
 * ignored; an unknown CSV, or JSON in a version folder, is a problem (a misspelt name).
 *
 * @example
 * parseTablesFiles([{ path: "ipt.csv", text: iptText }, { path: "2026.1/ncd.csv", text: ncdText }]);
 */
export function parseTablesFiles(files: readonly TablesFileEntry[]): ReadTablesFolderResult {
  const problems: TableProblem[] = [];
  const unreadable = new Set<string>();
  const read = (entry: TablesFileEntry | undefined): string | undefined => {
    if (entry?.problem !== undefined) {
      unreadable.add(entry.path);
      problems.push(entry.problem);
    }
    return entry?.text;
  };
  const parseCsv = (entry: TablesFileEntry | undefined): ParsedCsv | undefined => {
    const text = read(entry);
    if (entry === undefined || text === undefined) return undefined;
    const result = parseCsvText(text, entry.path);
    problems.push(...result.problems);
    if (result.success) return result.csv;
    unreadable.add(entry.path);
    return undefined;
  };

  const topFiles: TablesFileEntry[] = [];
  const folders = new Map<string, TablesFileEntry[]>();
  for (const entry of files) {
    const parts = entry.path.split("/");
    if (parts.length === 1) topFiles.push(entry);
    else if (parts.length === 2 && !(parts[0] ?? "").startsWith(".")) {
      const folder = parts[0] ?? "";
      folders.set(folder, [...(folders.get(folder) ?? []), entry]);
    }
  }

  const ipt = parseCsv(topFiles.find((entry) => entry.path === IPT_FILE));
  const taxTerritories = parseCsv(topFiles.find((entry) => entry.path === TAX_TERRITORIES_FILE));
  const premiumTax = parseCsv(topFiles.find((entry) => entry.path === PREMIUM_TAX_FILE));
  const versions = [...folders.keys()].sort().map((folder): ParsedVersion => {
    const entries = folders.get(folder) ?? [];
    const byName = new Map(entries.map((entry) => [entry.path.slice(folder.length + 1), entry]));
    for (const name of byName.keys()) {
      const known = name === MANIFEST_FILE || (VERSION_CSV_FILES as readonly string[]).includes(name) || FACTOR_TABLE_FILE_PATTERN.test(name);
      if (!known && isTablesFileName(name)) {
        problems.push({
          file: `${folder}/${name}`,
          code: "UNKNOWN_FILE",
          message: `${name} is not a tables file; the files of a version are ${MANIFEST_FILE}, ${VERSION_CSV_FILES.join(", ")} and a rating factor's own factor-<name>.csv.`,
        });
      }
    }
    const csvFiles: Partial<Record<VersionCsvFile, ParsedCsv>> = {};
    for (const name of VERSION_CSV_FILES) {
      const csv = parseCsv(byName.get(name));
      if (csv !== undefined) csvFiles[name] = csv;
    }
    const factorFiles: Record<string, ParsedCsv> = {};
    for (const name of [...byName.keys()].filter((candidate) => FACTOR_TABLE_FILE_PATTERN.test(candidate)).sort()) {
      const csv = parseCsv(byName.get(name));
      if (csv !== undefined) factorFiles[name] = csv;
    }
    let manifest: unknown;
    const manifestEntry = byName.get(MANIFEST_FILE);
    const manifestText = read(manifestEntry);
    if (manifestEntry !== undefined && manifestText !== undefined) {
      // Strict: a key given twice is refused, not silently overwritten.
      const parsed = parseJsonStrictly(withoutByteOrderMark(manifestText), manifestEntry.path);
      if (parsed.success) manifest = parsed.value;
      else {
        unreadable.add(manifestEntry.path);
        problems.push(...parsed.problems);
      }
    }
    return {
      directory: folder,
      ...(manifest === undefined ? {} : { manifest }),
      files: csvFiles,
      ...(Object.keys(factorFiles).length === 0 ? {} : { factorFiles }),
    };
  });
  for (const { path } of topFiles) {
    if (/\.csv$/i.test(path) && !TOP_CSV_FILES.includes(path)) {
      problems.push({
        file: path,
        code: "UNKNOWN_FILE",
        message: `${path} is not a tables file: the top of the tables folder holds only ${TOP_CSV_FILES.join(", ")} and one folder per version.`,
      });
    }
  }
  const parsed = {
    versions,
    ...(ipt === undefined ? {} : { ipt }),
    ...(taxTerritories === undefined ? {} : { taxTerritories }),
    ...(premiumTax === undefined ? {} : { premiumTax }),
  };
  return { parsed, problems, unreadable };
}

function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
