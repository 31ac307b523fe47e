import { mkdir, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import {
  IPT_FILE,
  MANIFEST_FILE,
  PREMIUM_TAX_FILE,
  TAX_TERRITORIES_FILE,
  TABLES_VERSION_NAME_PATTERN,
  VERSION_CSV_FILES,
  isTablesVersionName,
  type UnhashedParsedTables,
} from "pmi-rating/tables";
import { renderCsvText } from "./renderCsvText.js";

/**
 * Writes parsed tables as a tables folder (Node only): `ipt.csv`, `tax-territories.csv` and
 * `premium-tax.csv` when the tables have them (they price a quote and are part of the content
 * hash, so a folder without them would not be the same tables), and one folder per version
 * with its manifest.json (two-space JSON and a final newline, as `tables approve` writes it)
 * and its CSV files (`renderCsvText`). The folder is created if need be; files of the same
 * names are replaced, others left alone.
 *
 * Every write stays inside `directory`: a version whose name is not a tables version name
 * (`TABLES_VERSION_NAME_PATTERN`: `2026.1`, never `../x` or `/etc`), or whose path would
 * resolve outside the folder, throws before anything is written.
 *
 * @example
 * await writeTablesFolder("proposed", { ...parsed, versions: [adjusted] });
 */
export async function writeTablesFolder(directory: string, tables: UnhashedParsedTables): Promise<void> {
  const root = resolve(directory);
  const files: [path: string, text: string][] = [];
  if (tables.ipt !== undefined) files.push([IPT_FILE, renderCsvText(tables.ipt)]);
  if (tables.taxTerritories !== undefined) files.push([TAX_TERRITORIES_FILE, renderCsvText(tables.taxTerritories)]);
  if (tables.premiumTax !== undefined) files.push([PREMIUM_TAX_FILE, renderCsvText(tables.premiumTax)]);
  const folders: string[] = [];
  for (const version of tables.versions) {
    if (!isTablesVersionName(version.directory)) {
      throw new Error(
        `The version name ${JSON.stringify(version.directory)} cannot be a folder: a version is named with letters, digits, ".", "-" and "_" (${TABLES_VERSION_NAME_PATTERN.source}, not ending in "."), e.g. 2026.1. Nothing was written.`,
      );
    }
    folders.push(version.directory);
    if (version.manifest !== undefined) files.push([join(version.directory, MANIFEST_FILE), `${JSON.stringify(version.manifest, null, 2)}\n`]);
    for (const file of VERSION_CSV_FILES) {
      const csv = version.files[file];
      if (csv !== undefined) files.push([join(version.directory, file), renderCsvText(csv)]);
    }
  }
  // Checked again on the final paths, all of them before the first write.
  for (const path of [...folders, ...files.map(([file]) => file)]) {
    const inside = relative(root, resolve(root, path));
    if (inside === "" || inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside))
      throw new Error(`${path} would be written outside ${directory}. Nothing was written.`);
  }
  await mkdir(root, { recursive: true });
  for (const folder of folders) await mkdir(join(root, folder), { recursive: true });
  for (const [file, text] of files) await writeFile(join(root, file), text);
}
