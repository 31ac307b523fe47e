import {
  IPT_FILE,
  MANIFEST_FILE,
  VERSION_CSV_FILES,
  type ParsedCsv,
  type ParsedVersion,
  type UnhashedParsedTables,
  type VersionCsvFile,
} from "../tables/parsedTables.js";
import { parseCsvText } from "../tables/parse/parseCsvText.js";
import { parseJsonStrictly } from "../tables/parse/parseJsonStrictly.js";
import type { TableProblem } from "../tables/tableProblem.js";

/** One file of a tables folder chosen in the page: its path inside the folder and its text. */
export interface TablesFile {
  /** Relative path with "/" separators, e.g. `2026.1/base-rates.csv` or `ipt.csv`. */
  readonly path: string;
  readonly text: string;
}

export interface ReadTablesFilesResult {
  readonly parsed: UnhashedParsedTables;
  readonly problems: readonly TableProblem[];
  /** Files that exist but could not be parsed (so they are not also called missing). */
  readonly unreadable: ReadonlySet<string>;
}

/**
 * The browser's counterpart of `readTablesFolder`: the files of a tables folder chosen in the
 * page (`<input webkitdirectory>` gives each file's path, led by the chosen folder's own name,
 * which is dropped) parsed with the same CSV parser and the same rules: `ipt.csv` at the top,
 * one folder per version with `manifest.json` and the CSV files; notes and other files are
 * ignored, an unknown CSV or JSON is a problem.
 *
 * @example
 * readTablesFiles([{ path: "tables/ipt.csv", text }, { path: "tables/2026.1/ncd.csv", text: ncd }]);
 */
export function readTablesFiles(files: readonly TablesFile[]): ReadTablesFilesResult {
  const problems: TableProblem[] = [];
  const unreadable = new Set<string>();
  const relative = withoutCommonFolder(files);
  const byPath = new Map(relative.map((file) => [file.path, file.text]));
  const ipt = byPath.has(IPT_FILE) ? parseCsv(IPT_FILE, byPath.get(IPT_FILE) ?? "", problems, unreadable) : undefined;
  const folders = new Map<string, Map<string, string>>();
  for (const { path, text } of relative) {
    const parts = path.split("/");
    const name = parts.at(-1) ?? "";
    const isTablesFile = /\.(csv|json)$/i.test(name);
    if (parts.length === 1) {
      if (/\.csv$/i.test(name) && name !== IPT_FILE) {
        problems.push({ file: name, code: "UNKNOWN_FILE", message: `${name} is not a tables file: the top of the tables folder holds only ${IPT_FILE} and one folder per version.` });
      }
      continue;
    }
    if (parts.length !== 2 || parts[0]?.startsWith(".")) continue;
    const folder = parts[0] ?? "";
    const known = name === MANIFEST_FILE || (VERSION_CSV_FILES as readonly string[]).includes(name);
    if (!known && isTablesFile) {
      problems.push({ file: path, code: "UNKNOWN_FILE", message: `${name} is not a tables file; the files of a version are ${MANIFEST_FILE}, ${VERSION_CSV_FILES.join(", ")}.` });
    }
    const entries = folders.get(folder) ?? new Map<string, string>();
    entries.set(name, text);
    folders.set(folder, entries);
  }
  const versions: ParsedVersion[] = [...folders.keys()].sort().map((folder) => {
    const entries = folders.get(folder) ?? new Map<string, string>();
    const csvFiles: Partial<Record<VersionCsvFile, ParsedCsv>> = {};
    for (const name of VERSION_CSV_FILES) {
      const text = entries.get(name);
      if (text === undefined) continue;
      const csv = parseCsv(`${folder}/${name}`, text, problems, unreadable);
      if (csv !== undefined) csvFiles[name] = csv;
    }
    let manifest: unknown;
    const manifestText = entries.get(MANIFEST_FILE);
    if (manifestText !== undefined) {
      // The same strict parser as readTablesFolder: a key given twice is refused here too.
      const path = `${folder}/${MANIFEST_FILE}`;
      const parsed = parseJsonStrictly(manifestText.replace(/^\uFEFF/, ""), path);
      if (parsed.success) manifest = parsed.value;
      else {
        unreadable.add(path);
        problems.push(...parsed.problems);
      }
    }
    return { directory: folder, ...(manifest === undefined ? {} : { manifest }), files: csvFiles };
  });
  return { parsed: { versions, ...(ipt === undefined ? {} : { ipt }) }, problems, unreadable };
}

/** Paths relative to the chosen folder: the first segment is dropped when every path shares it and ipt.csv is not at the very top. */
function withoutCommonFolder(files: readonly TablesFile[]): TablesFile[] {
  const normalised = files.map((file) => ({ path: file.path.replace(/\\/g, "/").replace(/^\/+/, ""), text: file.text }));
  const firstSegments = new Set(normalised.map((file) => file.path.split("/")[0]));
  const [common] = firstSegments;
  const sharesOneFolder = firstSegments.size === 1 && normalised.every((file) => file.path.includes("/")) && !normalised.some((file) => file.path === IPT_FILE);
  const isVersionFolder = normalised.some((file) => file.path === `${common}/${MANIFEST_FILE}`);
  if (!sharesOneFolder || common === undefined || isVersionFolder) return normalised;
  return normalised.map((file) => ({ path: file.path.slice(common.length + 1), text: file.text }));
}

function parseCsv(path: string, text: string, problems: TableProblem[], unreadable: Set<string>): ParsedCsv | undefined {
  const result = parseCsvText(text, path);
  problems.push(...result.problems);
  if (!result.success) {
    unreadable.add(path);
    return undefined;
  }
  return result.csv;
}
