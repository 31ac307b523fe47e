import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// What a browser application pays for pricing with the shipped tables: `quote` from
// "pmi-rating" and `defaultTables` from "pmi-rating/tables", bundled and minified by esbuild
// as an application bundler would (tree-shaking honours the package's "sideEffects": false).
const BUDGET_GZIPPED_BYTES = 40 * 1024;

async function bundleQuoteWithDefaultTables() {
  const index = fileURLToPath(new URL("../../index.ts", import.meta.url));
  const tables = fileURLToPath(new URL("./index.ts", import.meta.url));
  const result = await build({
    stdin: {
      contents: `import { quote } from ${JSON.stringify(index)};\nimport { defaultTables } from ${JSON.stringify(tables)};\nexport const price = (request) => quote(request, defaultTables);\n`,
      resolveDir: fileURLToPath(new URL(".", import.meta.url)),
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
  // The modules that kept code in the output (a module tree-shaken away has 0 bytes in it).
  const output = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return { minified: code.byteLength, gzipped: gzipSync(code).byteLength, inputs };
}

describe("browser bundle of quote + default tables", () => {
  it(`stays under ${BUDGET_GZIPPED_BYTES / 1024} KB gzipped and holds no zod, no Node built-in`, async () => {
    const bundle = await bundleQuoteWithDefaultTables();
    expect(bundle.inputs.filter((input) => input.includes("node_modules/zod/"))).toEqual([]);
    expect(bundle.inputs.filter((input) => input.startsWith("node:"))).toEqual([]);
    expect(bundle.inputs.some((input) => input.includes("node_modules/big.js/"))).toBe(true);
    expect(bundle.gzipped).toBeLessThan(BUDGET_GZIPPED_BYTES);
  });
});
