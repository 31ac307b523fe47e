import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** What a bench reads of an engine bundled from a source tree (this one or a base commit's). */
export interface SourceEngine {
  readonly quote: (request: unknown, tables: unknown, options?: { readonly explain?: boolean }) => unknown;
  readonly safeQuote: (
    request: unknown,
    tables: unknown,
    options?: { readonly explain?: boolean },
  ) => { success: boolean; data?: unknown; issues?: readonly { path: string; code: string; message: string }[] };
  readonly validateQuoteRequest: (request: unknown, options: { tables: unknown }) => { success: boolean; data?: unknown; warnings?: readonly unknown[] };
  readonly priceWithRenewalRules: (request: unknown, warnings: readonly unknown[], tables: unknown, options: object) => unknown;
  readonly compileTables: (parsed: unknown) => { success: boolean; tables?: unknown };
  readonly defaultTables: unknown;
}

/**
 * The first of `candidates` (paths relative to `sourceRoot`) that exists: the same module in
 * the layouts the library has had, so that a base commit from before a move still loads.
 */
function firstExisting(sourceRoot: string, candidates: readonly string[]): string {
  const found = candidates.find((candidate) => existsSync(join(sourceRoot, candidate)));
  if (found === undefined) throw new Error(`None of ${candidates.join(", ")} is in ${sourceRoot}`);
  return join(sourceRoot, found).replace(/\.ts$/, ".js");
}

/**
 * Bundles the engine of a source tree (its `src/`) into one ESM file in `outDir` with esbuild
 * and loads it: `quote`, `safeQuote`, the validator, the renewal rules' pricing, `compileTables`
 * and the default tables, from whichever layout the tree has (the engine's folders moved when
 * it was put in layers).
 *
 * @example
 * const base = await loadSourceEngine("/tmp/base", "/tmp/out-base");
 */
export async function loadSourceEngine(sourceRoot: string, outDir: string): Promise<SourceEngine> {
  mkdirSync(outDir, { recursive: true });
  const entry = join(outDir, "entry.ts");
  const exports = [
    `export { quote, safeQuote, compileTables } from "${sourceRoot}/src/index.js";`,
    `export { validateQuoteRequest } from "${firstExisting(sourceRoot, ["src/validate/validateQuoteRequest.ts"])}";`,
    `export { priceWithRenewalRules } from "${firstExisting(sourceRoot, ["src/renewal/priceWithRenewalRules.ts"])}";`,
    `export { defaultTables } from "${firstExisting(sourceRoot, ["src/tables.ts", "src/tables/default/index.ts"])}";`,
  ];
  writeFileSync(entry, `${exports.join("\n")}\n`);
  const outfile = join(outDir, "engine.mjs");
  await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "node", target: "node20", outfile, logLevel: "error", mainFields: ["module", "main"] });
  return (await import(pathToFileURL(outfile).href)) as SourceEngine;
}

/**
 * The engine of a commit: its `src/` and `tables/` extracted with `git archive` into `folder`
 * (beside this repository's node_modules), bundled into `outDir` and loaded.
 *
 * @example
 * const base = await loadCommitEngine(repositoryRoot, "b99a249", "/tmp/w/base", "/tmp/w/out-base");
 */
export async function loadCommitEngine(repositoryRoot: string, commit: string, folder: string, outDir: string): Promise<SourceEngine> {
  mkdirSync(folder, { recursive: true });
  execFileSync("sh", ["-c", `git -C "${repositoryRoot}" archive ${commit} src tables | tar -x -C "${folder}"`]);
  symlinkSync(join(repositoryRoot, "node_modules"), join(folder, "node_modules"));
  return loadSourceEngine(folder, outDir);
}
