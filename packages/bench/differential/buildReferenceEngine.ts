import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The public functions of a built pmi-rating the differential compares. */
export interface ReferenceEngine {
  readonly safeQuote: (request: unknown, tables: unknown, options?: { explain?: boolean }) => unknown;
  readonly compileTables: (parsed: unknown) => { success: boolean; tables?: unknown; problems?: unknown };
  readonly defaultTables: unknown;
  /** The temporary folder: its dist/index.js and dist/tables.js, for a child process to import. */
  readonly folder: string;
  /** Removes the temporary copy. */
  readonly dispose: () => void;
}

/**
 * Builds the library as it was at `commit` (the engine before this change, by default) in a
 * temporary folder, from `git archive`, with the repository's own node_modules and tsup, and
 * imports its built entry points. Nothing of the old code is kept in the repository.
 *
 * @example
 * const reference = await buildReferenceEngine(repositoryRoot, "acf0a14");
 * reference.safeQuote(request, reference.defaultTables);
 */
export async function buildReferenceEngine(repositoryRoot: string, commit: string): Promise<ReferenceEngine> {
  const folder = mkdtempSync(join(tmpdir(), `pmi-rating-${commit}-`));
  const dispose = () => rmSync(folder, { recursive: true, force: true });
  try {
    execFileSync("sh", ["-c", `git -C "${repositoryRoot}" archive ${commit} | tar -x -C "${folder}"`], { stdio: "inherit" });
    symlinkSync(join(repositoryRoot, "node_modules"), join(folder, "node_modules"));
    execFileSync(
      join(repositoryRoot, "node_modules/.bin/tsup"),
      [
        "--no-config",
        "--entry.index",
        "src/index.ts",
        "--entry.tables",
        "src/tables/default/index.ts",
        "--format",
        "esm",
        "--target",
        "node20",
        "--out-dir",
        "dist",
        "--silent",
      ],
      { cwd: folder, stdio: "inherit" },
    );
    const index = (await import(pathToFileURL(join(folder, "dist/index.js")).href)) as Pick<ReferenceEngine, "safeQuote"> &
      Partial<Pick<ReferenceEngine, "compileTables">>;
    const tables = (await import(pathToFileURL(join(folder, "dist/tables.js")).href)) as Pick<ReferenceEngine, "defaultTables"> &
      Partial<Pick<ReferenceEngine, "compileTables">>;
    // compileTables moved from "pmi-rating/tables" to the root entry with the public surface's rework.
    const compileTables = index.compileTables ?? tables.compileTables;
    if (compileTables === undefined) throw new Error(`The engine at ${commit} exports no compileTables.`);
    return { safeQuote: index.safeQuote, compileTables, defaultTables: tables.defaultTables, folder, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
