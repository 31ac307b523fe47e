import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { compileTables } from "pmi-rating";
import { computeContentHashes } from "pmi-rating/tables";
import type { ParsedTables } from "pmi-rating";
import type { TableProblem } from "pmi-rating/tables";
import type { RatingTables } from "pmi-rating";
import { readTablesFiles, type TablesFile } from "./readTablesFiles.js";

export type CompileTablesFilesResult =
  { readonly success: true; readonly tables: RatingTables; readonly parsed: ParsedTables } | { readonly success: false; readonly problems: readonly TableProblem[] };

/** sha-256 of a UTF-8 text as hex, in pure JavaScript (the page has no node:crypto, and Web Crypto is asynchronous). */
export function sha256HexInBrowser(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * Checks and compiles a tables folder chosen in the page, exactly as `tables check` does a
 * folder on disk: the same parsing, the library's own `compileTables` validation and the same
 * content hashes, so an upload that passes here prices as it would in the service. On failure
 * every problem is listed, with file, row and column.
 *
 * @example
 * const result = compileTablesFiles(files);
 * if (!result.success) showProblems(result.problems);
 */
export function compileTablesFiles(files: readonly TablesFile[]): CompileTablesFilesResult {
  const { parsed: unhashed, problems: readProblems, unreadable } = readTablesFiles(files);
  const parsed: ParsedTables = { ...unhashed, hashes: computeContentHashes(unhashed, sha256HexInBrowser) };
  const compiled = compileTables(parsed);
  if (compiled.success && readProblems.length === 0) return { success: true, tables: compiled.tables, parsed };
  const checkProblems = compiled.success ? [] : compiled.problems.filter((problem) => !(problem.code === "MISSING_FILE" && unreadable.has(problem.file)));
  return { success: false, problems: [...readProblems, ...checkProblems] };
}
