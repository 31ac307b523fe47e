import { createHash } from "node:crypto";
import { capTableProblems } from "./capTableProblems.js";
import type { CompileTablesResult } from "./compileTables.js";
import { compileTables } from "./compileTables.js";
import { computeContentHashes } from "./hash/computeContentHashes.js";
import { readTablesFolder } from "./readTablesFolder.js";
import { TablesError } from "./TablesError.js";
import type { RatingTables } from "./types.js";

/** sha-256 of a UTF-8 text as hex, with Node's crypto. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Reads, checks and compiles a tables folder (Node only), returning a result instead of
 * throwing: every problem of reading and of checking, each with file, row and column (at most
 * 100 per file, the rest counted in a last `TOO_MANY_PROBLEMS` problem of that file).
 *
 * @example
 * const result = await safeLoadTables("tables");
 * if (!result.success) result.problems.forEach((problem) => console.error(formatTableProblem(problem)));
 */
export async function safeLoadTables(directory: string): Promise<CompileTablesResult> {
  const { parsed, problems: readProblems, unreadable } = await readTablesFolder(directory);
  const compiled = compileTables({ ...parsed, hashes: computeContentHashes(parsed, sha256Hex) });
  if (compiled.success && readProblems.length === 0) return compiled;
  // A file that exists but could not be parsed is already reported; do not also call it missing.
  const checkProblems = compiled.success ? [] : compiled.problems.filter((problem) => !(problem.code === "MISSING_FILE" && unreadable.has(problem.file)));
  return { success: false, problems: capTableProblems([...readProblems, ...checkProblems]) };
}

/**
 * Reads, checks and compiles a tables folder (Node only): `ipt.csv` and one folder per version
 * (see docs/tables.md). Throws a `TablesError` listing every problem when the tables cannot
 * be used, so a malformed table is never a wrong price.
 *
 * @example
 * const tables = await loadTables("./tables");
 * quote(request, tables);
 */
export async function loadTables(directory: string): Promise<RatingTables> {
  const result = await safeLoadTables(directory);
  if (!result.success) throw new TablesError(result.problems, directory);
  return result.tables;
}
