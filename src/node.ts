/**
 * Node-only entry (`pmi-rating/node`): what needs a file system. The rest of the library
 * (`pmi-rating`, `pmi-rating/tables`) runs anywhere.
 *
 * @packageDocumentation
 * @module pmi-rating/node
 */
export { loadTables, safeLoadTables } from "./tables/loadTables.js";
export { readTablesFolder, type ReadTablesFolderResult } from "./tables/readTablesFolder.js";
export { TablesError } from "./tables/TablesError.js";
export { formatTableProblem } from "./tables/formatTableProblem.js";
export { summarizeTables, type TablesSummary, type TablesVersionSummary } from "./tables/summarizeTables.js";
export { compileTables, type CompileTablesResult } from "./tables/compileTables.js";
export { TABLE_PROBLEM_CODES, type TableProblem, type TableProblemCode } from "./tables/tableProblem.js";
export type { ParsedTables, ParsedCsv, ParsedVersion, ContentHashes } from "./tables/parsedTables.js";
export { runGoldenCases, type RunGoldenCasesOptions } from "./golden/runGoldenCases.js";
export type {
  GoldenCase,
  GoldenCaseOptions,
  GoldenCaseReport,
  GoldenDifference,
  GoldenExpected,
  GoldenReport,
  JsonValue,
  TablesHashChange,
} from "./golden/types.js";
export { parseCsvText, type ParseCsvResult } from "./tables/parse/parseCsvText.js";
export { computeContentHashes, type Sha256Hex } from "./tables/hash/computeContentHashes.js";
