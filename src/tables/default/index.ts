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
import { withRatingPlans } from "../../plan/withRatingPlans.js";
import { fromTablesSnapshot } from "../snapshot/fromTablesSnapshot.js";
import type { RatingTables } from "../types.js";
import { defaultTablesSnapshot } from "./compiled.generated.js";

/**
 * The illustrative default HrSol rating tables shipped with the package (versions 2025.1, 2026.1 and
 * 2027.1 and the UK IPT history; see docs/tables.md). Plausible figures for trying the
 * library and for tests, not the insurer's tariff. Compiled from data bundled in the package:
 * no file system, so `quote()` with these tables runs anywhere, browsers included.
 *
 * @example
 * import { quote } from "pmi-rating";
 * import { defaultTables } from "pmi-rating/tables";
 * quote(request, defaultTables);
 */
export const defaultTables: RatingTables = withRatingPlans(fromTablesSnapshot(defaultTablesSnapshot));

export { defaultTablesData } from "./data.generated.js";

// The pure tables toolkit, usable without a file system or Node built-ins (a browser can compile
// tables it parsed itself). Parsing CSV text (csv-parse needs Node's Buffer) and loading a folder
// are in `pmi-rating/node`.
export { computeContentHashes, type Sha256Hex } from "../hash/computeContentHashes.js";
export { canonicalJson } from "../hash/canonicalJson.js";
export { formatTableProblem } from "../formatTableProblem.js";
export { summarizeTables, type TablesSummary, type TablesVersionSummary } from "../summarizeTables.js";
export { findTaxTerritory, type TaxTerritoryOfPostcode } from "../findTaxTerritory.js";
export { FrozenMap } from "../freeze/FrozenMap.js";
export { TABLE_PROBLEM_CODES, type TableProblem, type TableProblemCode } from "../tableProblem.js";
export { TABLES_VERSION_NAME_PATTERN, isTablesVersionName } from "../tablesVersionName.js";
export { capTableProblems, MAX_PROBLEMS_PER_FILE } from "../capTableProblems.js";
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
} from "../parsedTables.js";

// The sign-off fields of a manifest, and the compiled tables as a plain snapshot and back (the quote store keeps the tables it served this way).
export { SIGN_OFF_MANIFEST_KEYS } from "../hash/manifestWithoutSignOff.js";
export { fromTablesSnapshot } from "../snapshot/fromTablesSnapshot.js";
export { toTablesSnapshot } from "../snapshot/toTablesSnapshot.js";

// The sign-off verdict of a tables set: `tables check`, the workbench, the service and `pmi-rating quote` read this one verdict.
export { tablesSignOff, type TablesSignOff, type VersionSignOff, type VersionSignOffState } from "../governance/tablesSignOff.js";
