import { readFile } from "node:fs/promises";
import { computeContentHashes } from "pmi-rating/tables";
import { readTablesFolder, sha256Hex } from "pmi-rating/node";
import { contentTypeOf, WORKBENCH_FILES, type WorkbenchAsset } from "./build/workbenchAsset.js";

/** Where the workbench's files come from, and the tables it shows as in force. */
export interface WorkbenchSource {
  /** The tables folder the service prices with; absent: the shipped tables. */
  readonly tablesDir?: string;
}

/**
 * The workbench's static files, for a server to serve. From source (the tests), they are
 * bundled in memory with esbuild, a development dependency, so they always show the current
 * code; from the built package, they are read from its `dist/workbench/` (written by its build). `tables.json` is replaced by the service's own
 * tables folder when it has one, so the page prices with the tables the service prices with.
 * `undefined` when the built package has no workbench files.
 *
 * @example
 * const assets = await loadWorkbenchAssets({ tablesDir: "./tables" });
 */
export async function loadWorkbenchAssets(source: WorkbenchSource = {}): Promise<WorkbenchAsset[] | undefined> {
  const tables = source.tablesDir === undefined ? undefined : await readParsedTables(source.tablesDir);
  if (import.meta.url.endsWith(".ts")) {
    // A computed specifier: the package's bundler must not follow it (esbuild is not shipped).
    const builder = new URL("./build/buildWorkbenchAssets.ts", import.meta.url).href;
    const { buildWorkbenchAssets } = (await import(builder)) as typeof import("./build/buildWorkbenchAssets.js");
    return buildWorkbenchAssets(tables === undefined ? {} : { tables });
  }
  const folder = new URL("./workbench/", import.meta.url);
  try {
    const assets = await Promise.all(
      WORKBENCH_FILES.map(async (name) => ({ name, contentType: contentTypeOf(name), body: new Uint8Array(await readFile(new URL(name, folder))) })),
    );
    if (tables === undefined) return assets;
    const tablesJson = new TextEncoder().encode(JSON.stringify(tables));
    return assets.map((asset) => (asset.name === "tables.json" ? { ...asset, body: tablesJson } : asset));
  } catch {
    return undefined;
  }
}

async function readParsedTables(directory: string) {
  const { parsed } = await readTablesFolder(directory);
  return { ...parsed, hashes: computeContentHashes(parsed, sha256Hex) };
}
