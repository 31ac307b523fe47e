import { compileIpt } from "./compile/compileIpt.js";
import { compileTaxTerritories } from "./compile/compileTaxTerritories.js";
import { compileVersion } from "./compile/compileVersion.js";
import { deepFreeze } from "./freeze/deepFreeze.js";
import { IPT_FILE, MANIFEST_FILE, PREMIUM_TAX_FILE, TAX_TERRITORIES_FILE, type ParsedTables } from "./parsedTables.js";
import type { TableProblem } from "./tableProblem.js";
import type { TablesData, TablesVersion } from "./types.js";

/** What `compileTablesData` returns: the tables as data, or every problem found. */
export type CompileTablesDataResult = { readonly success: true; readonly tables: TablesData } | { readonly success: false; readonly problems: readonly TableProblem[] };

/**
 * Validates parsed tables and builds the in-memory tables data the engine's plans are compiled
 * from (`compileTables` adds them). Pure: no file system, no clock, so it runs in a browser.
 *
 * Every problem of every file is collected (file, spreadsheet row, column, stable code, a
 * sentence to act on); nothing is returned half-built. On success the tables are pre-indexed
 * (the base-rate band of every age, maps by key), sorted by `effectiveFrom` and deeply frozen:
 * objects and arrays with `Object.freeze`, maps as `FrozenMap`s whose `set`/`delete`/`clear`
 * throw, so one quote can never change another's prices.
 *
 * @example
 * const result = compileTablesData(parsed);
 * if (result.success) withRatingPlans(result.tables);
 * else for (const problem of result.problems) console.error(formatTableProblem(problem));
 */
export function compileTablesData(parsed: ParsedTables): CompileTablesDataResult {
  const problems: TableProblem[] = [];
  const ipt = compileIpt(IPT_FILE, parsed.ipt, problems);
  const taxTerritories =
    parsed.taxTerritories === undefined && parsed.premiumTax === undefined
      ? undefined
      : compileTaxTerritories(TAX_TERRITORIES_FILE, parsed.taxTerritories, PREMIUM_TAX_FILE, parsed.premiumTax, problems);
  if (parsed.versions.length === 0) {
    problems.push({ file: ".", code: "NO_VERSIONS", message: "There is no tables version: add a folder such as 2026.1/ holding manifest.json and the CSV files." });
  }
  const versions: TablesVersion[] = [];
  for (const version of parsed.versions) {
    const hash = parsed.hashes.byVersion[version.directory];
    if (hash === undefined) {
      problems.push({
        file: version.directory,
        code: "MISSING_ENTRY",
        message: `The content hash of version ${version.directory} is missing: compute the hashes with computeContentHashes.`,
      });
    }
    const compiled = compileVersion(version, hash ?? "", problems);
    if (compiled !== undefined) versions.push(compiled);
  }
  versions.sort((a, b) => (a.manifest.effectiveFrom < b.manifest.effectiveFrom ? -1 : a.manifest.effectiveFrom > b.manifest.effectiveFrom ? 1 : 0));
  versions.forEach((version, index) => {
    const previous = versions[index - 1];
    if (previous !== undefined && previous.manifest.effectiveFrom === version.manifest.effectiveFrom) {
      problems.push({
        file: `${version.manifest.version}/${MANIFEST_FILE}`,
        column: "effectiveFrom",
        code: "DUPLICATE_ENTRY",
        message: `Versions ${previous.manifest.version} and ${version.manifest.version} both take effect on ${version.manifest.effectiveFrom}: give each version its own date.`,
      });
    }
  });
  if (problems.length > 0 || ipt === undefined) return { success: false, problems };
  return {
    success: true,
    tables: deepFreeze({ versions, ipt, ...(taxTerritories === undefined ? {} : { taxTerritories }), hash: parsed.hashes.overall }),
  };
}
