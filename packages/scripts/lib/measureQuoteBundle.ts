import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The most a browser application may pay, gzipped, for `quote` with the default tables. */
export const QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES = 40 * 1024;

/** What the bundle of `quote` + `defaultTables` weighs, and which modules kept code in it. */
export interface QuoteBundleSize {
  readonly minified: number;
  readonly gzipped: number;
  /** The modules that kept code in the output (a module tree-shaken away has 0 bytes in it). */
  readonly inputs: readonly string[];
}

/**
 * Bundles `quote` and `defaultTables` for a browser, minified, as an application bundler would
 * (tree-shaking honours the package's "sideEffects": false), and measures it. Used on the
 * sources by a test and on the installed package by the consumer check.
 *
 * @example
 * await measureQuoteBundle({ quoteFrom: "pmi-rating", tablesFrom: "pmi-rating/tables", resolveDir: project });
 */
export async function measureQuoteBundle(from: { quoteFrom: string; tablesFrom: string; resolveDir: string }): Promise<QuoteBundleSize> {
  const result = await build({
    stdin: {
      contents: `import { quote } from ${JSON.stringify(from.quoteFrom)};\nimport { defaultTables } from ${JSON.stringify(from.tablesFrom)};\nexport const price = (request) => quote(request, defaultTables);\n`,
      resolveDir: from.resolveDir,
      loader: "js",
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const output = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return { minified: code.byteLength, gzipped: gzipSync(code).byteLength, inputs };
}
