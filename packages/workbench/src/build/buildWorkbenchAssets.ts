import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { build, type Plugin } from "esbuild";
import { defaultTablesData } from "pmi-rating/tables";
import type { ParsedTables } from "pmi-rating";
import { contentTypeOf, type WorkbenchAsset } from "./workbenchAsset.js";

export interface BuildWorkbenchOptions {
  /** The tables in force the page prices with and browses (default: the shipped tables). */
  readonly tables?: ParsedTables;
  /** Minify the scripts (default true). */
  readonly minify?: boolean;
}

const require = createRequire(import.meta.url);
const workbenchFolder = new URL("../", import.meta.url);
const examplesFolder = new URL("../../../../examples/requests/", import.meta.url);

/**
 * The csv-parse and csv-stringify entry points the library imports use Node's Buffer; their
 * browser builds (same code, Buffer polyfilled) are used in the page instead.
 */
const browserCsvPlugin: Plugin = {
  name: "browser-csv",
  setup(plugin) {
    plugin.onResolve({ filter: /^csv-(parse|stringify)\/sync$/ }, (args) => ({ path: require.resolve(args.path.replace("/sync", "/browser/esm/sync")) }));
  },
};

/**
 * Builds the workbench's static files in memory with esbuild (a development tool: used by
 * the package build (build.ts) and by the service when it runs from source): the page script and
 * the comparison worker bundled for browsers (the library, Chart.js; no Node built-ins), the
 * HTML and CSS, the tables in force as parsed data and the example requests.
 *
 * @example
 * const assets = await buildWorkbenchAssets();
 * assets.map((asset) => asset.name); // ["index.html", "workbench.css", "workbench.js", ...]
 */
export async function buildWorkbenchAssets(options: BuildWorkbenchOptions = {}): Promise<WorkbenchAsset[]> {
  const result = await build({
    entryPoints: {
      workbench: new URL("main.ts", workbenchFolder).pathname,
      "comparison-worker": new URL("comparisonWorker.ts", workbenchFolder).pathname,
    },
    bundle: true,
    write: false,
    outdir: "/workbench",
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: options.minify ?? true,
    legalComments: "none",
    logLevel: "silent",
    plugins: [browserCsvPlugin],
  });
  const text = (name: string, body: string): WorkbenchAsset => ({ name, contentType: contentTypeOf(name), body: new TextEncoder().encode(body) });
  const scripts = result.outputFiles.map((file) => ({ name: file.path.split("/").at(-1) ?? "", contentType: contentTypeOf(file.path), body: file.contents }));
  return [
    text("index.html", await readFile(new URL("static/index.html", workbenchFolder), "utf8")),
    text("workbench.css", await readFile(new URL("static/workbench.css", workbenchFolder), "utf8")),
    ...scripts,
    text("tables.json", JSON.stringify(options.tables ?? defaultTablesData)),
    text("examples.json", JSON.stringify(await readExamples())),
  ];
}

/** The example requests, by file name without `.json`, the couple first (the page prices the first at once). */
async function readExamples(): Promise<{ name: string; request: unknown }[]> {
  const names = (await readdir(examplesFolder)).filter((name) => name.endsWith(".json")).sort();
  const examples = await Promise.all(
    names.map(async (name) => ({ name: name.replace(/\.json$/, ""), request: JSON.parse(await readFile(new URL(name, examplesFolder), "utf8")) as unknown })),
  );
  return examples.sort((a, b) => Number(b.name === "new-business-couple") - Number(a.name === "new-business-couple"));
}
