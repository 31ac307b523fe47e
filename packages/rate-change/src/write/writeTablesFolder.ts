import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { IPT_FILE, MANIFEST_FILE, PREMIUM_TAX_FILE, TAX_TERRITORIES_FILE, VERSION_CSV_FILES, type UnhashedParsedTables } from "pmi-rating/tables";
import { renderCsvText } from "./renderCsvText.js";

/**
 * Writes parsed tables as a tables folder (Node only): `ipt.csv`, `tax-territories.csv` and
 * `premium-tax.csv` when the tables have them (they price a quote and are part of the content
 * hash, so a folder without them would not be the same tables), and one folder per version
 * with its manifest.json (two-space JSON and a final newline, as `tables approve` writes it)
 * and its CSV files (`renderCsvText`). The folder is created if need be; files of the same
 * names are replaced, others left alone.
 *
 * @example
 * await writeTablesFolder("proposed", { ...parsed, versions: [adjusted] });
 */
export async function writeTablesFolder(directory: string, tables: UnhashedParsedTables): Promise<void> {
  await mkdir(directory, { recursive: true });
  if (tables.ipt !== undefined) await writeFile(join(directory, IPT_FILE), renderCsvText(tables.ipt));
  if (tables.taxTerritories !== undefined) await writeFile(join(directory, TAX_TERRITORIES_FILE), renderCsvText(tables.taxTerritories));
  if (tables.premiumTax !== undefined) await writeFile(join(directory, PREMIUM_TAX_FILE), renderCsvText(tables.premiumTax));
  for (const version of tables.versions) {
    await mkdir(join(directory, version.directory), { recursive: true });
    if (version.manifest !== undefined) await writeFile(join(directory, version.directory, MANIFEST_FILE), `${JSON.stringify(version.manifest, null, 2)}\n`);
    for (const file of VERSION_CSV_FILES) {
      const csv = version.files[file];
      if (csv !== undefined) await writeFile(join(directory, version.directory, file), renderCsvText(csv));
    }
  }
}
