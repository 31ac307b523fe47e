/**
 * Node-only entry (`pmi-rating/node`): what needs a file system. The rest of the library
 * (`pmi-rating`, `pmi-rating/tables`) runs anywhere; each name has one entry (the pure tables
 * toolkit, `formatTableProblem`, `summarizeTables`, `computeContentHashes`, is in `pmi-rating/tables`).
 *
 * @packageDocumentation
 * @module pmi-rating/node
 */
export { loadTables, safeLoadTables } from "./plans/loadTables.js";
export { readTablesFolder, type ReadTablesFolderResult } from "./tables/readTablesFolder.js";
export { TablesError } from "./tables/TablesError.js";
export { runGoldenCases, type RunGoldenCasesOptions } from "./golden/runGoldenCases.js";
export type { GoldenCase, GoldenCaseOptions, GoldenCaseReport, GoldenDifference, GoldenExpected, GoldenReport, JsonValue, TablesHashChange } from "./golden/types.js";
export { parseCsvText, type ParseCsvResult } from "./tables/parse/parseCsvText.js";

// Building blocks the workspace packages compose
export { approveTablesVersion, type ApprovalSignOff, type ApproveTablesVersionResult } from "./plans/approveTablesVersion.js";
export { safeCheckTables } from "./plans/safeCheckTables.js";
export { sha256Hex } from "./tables/hash/sha256Hex.js";
