import { IPT_FILE, MANIFEST_FILE } from "pmi-rating/tables";
import type { ReadTablesFolderResult } from "pmi-rating/node";
import { parseTablesFiles } from "pmi-rating/toolkit";

/** One file of a tables folder chosen in the page: its path inside the folder and its text. */
export interface TablesFile {
  /** Relative path with "/" separators, e.g. `2026.1/base-rates.csv` or `ipt.csv`. */
  readonly path: string;
  readonly text: string;
}

/**
 * The browser's counterpart of `readTablesFolder`: the files of a tables folder chosen in the
 * page (`<input webkitdirectory>` gives each file's path, led by the chosen folder's own name,
 * which is dropped), parsed by the same rules and code (`parseTablesFiles`). Files uploaded in
 * the page stay in the page, so the size limit of the folder reader does not apply.
 *
 * @example
 * readTablesFiles([{ path: "tables/ipt.csv", text }, { path: "tables/2026.1/ncd.csv", text: ncd }]);
 */
export function readTablesFiles(files: readonly TablesFile[]): ReadTablesFolderResult {
  return parseTablesFiles(withoutCommonFolder(files));
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
