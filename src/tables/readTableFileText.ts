import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { TableProblem } from "./tableProblem.js";

/** Largest tables file read: 5 MB, far above any real tariff (the default tables' largest file is a few kB). */
export const MAX_TABLE_FILE_BYTES = 5 * 1024 * 1024;

/** A tables file's text, or why not: absent, too large (checked before reading) or unreadable. */
export type TableFileText =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "absent" }
  | { readonly kind: "problem"; readonly problem: TableProblem };

/**
 * Reads one tables file as UTF-8 text, checking its size first: a file over the limit (a
 * spreadsheet export gone wrong, a file of millions of blank lines) is one clear problem in
 * milliseconds instead of minutes of parsing and an exhausted heap.
 *
 * @example
 * await readTableFileText("tables", "2026.1/ncd.csv"); // { kind: "text", text: "years,factor\n..." }
 */
export async function readTableFileText(root: string, path: string, maxBytes: number = MAX_TABLE_FILE_BYTES): Promise<TableFileText> {
  try {
    const { size } = await stat(join(root, path));
    if (size > maxBytes) {
      const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      return {
        kind: "problem",
        problem: { file: path, code: "FILE_TOO_LARGE", message: `${path} is ${megabytes(size)}, over the limit of ${megabytes(maxBytes)} for a tables file; check that it is the right file and not padded with empty rows.` },
      };
    }
    return { kind: "text", text: await readFile(join(root, path), "utf8") };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "absent" };
    return { kind: "problem", problem: { file: path, code: "MISSING_FILE", message: `${path} cannot be read: ${error instanceof Error ? error.message : String(error)}.` } };
  }
}
