/**
 * `pmi-rating/tables`: the illustrative default tables, compiled and checked at build time and
 * rebuilt at import from that snapshot (so a bundle of `quote` with them carries no table
 * compiler), and the pure tables toolkit (no file system, no Node built-ins, no zod), so that it
 * runs in a browser. Compiling tables and choosing the version in force (`compileTables`,
 * `selectTablesVersion`) and the tables' types are in `pmi-rating`; each name has one entry.
 *
 * @packageDocumentation
 * @module pmi-rating/tables
 */

export { defaultTables } from "./plans/defaultTables.js";
export { defaultTablesData } from "./tables/default/data.generated.js";

// The pure tables toolkit, usable without a file system or Node built-ins (a browser can compile
// tables it parsed itself). Parsing CSV text (csv-parse needs Node's Buffer) and loading a folder
// are in `pmi-rating/node`.
export { computeContentHashes, type Sha256Hex } from "./tables/hash/computeContentHashes.js";
export { canonicalJson } from "./tables/hash/canonicalJson.js";
export { formatTableProblem } from "./tables/formatTableProblem.js";
export { summarizeTables, type TablesSummary, type TablesVersionSummary } from "./tables/summarizeTables.js";
export { findTaxTerritory, type TaxTerritoryOfPostcode } from "./tables/findTaxTerritory.js";
export { FrozenMap } from "./tables/freeze/FrozenMap.js";
export { TABLE_PROBLEM_CODES, type TableProblem, type TableProblemCode } from "./tables/tableProblem.js";
export { TABLES_VERSION_NAME_PATTERN, isTablesVersionName } from "./tables/tablesVersionName.js";
export { capTableProblems, MAX_PROBLEMS_PER_FILE } from "./tables/capTableProblems.js";
export {
  VERSION_CSV_FILES,
  MANIFEST_FILE,
  IPT_FILE,
  TAX_TERRITORIES_FILE,
  PREMIUM_TAX_FILE,
  type UnhashedParsedTables,
  type ParsedVersion,
  type ParsedCsv,
  type ParsedRow,
  type ContentHashes,
  type VersionCsvFile,
} from "./tables/parsedTables.js";

// The sign-off fields of a manifest, and the compiled tables as a plain snapshot and back (the quote store keeps the tables it served this way).
export { SIGN_OFF_MANIFEST_KEYS } from "./tables/hash/manifestWithoutSignOff.js";
export { fromTablesSnapshot } from "./tables/snapshot/fromTablesSnapshot.js";
export { toTablesSnapshot } from "./tables/snapshot/toTablesSnapshot.js";

// The sign-off verdict of a tables set: `tables check`, the workbench, the service and `pmi-rating quote` read this one verdict.
export { tablesSignOff, type TablesSignOff, type VersionSignOff, type VersionSignOffState } from "./tables/governance/tablesSignOff.js";
