import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "tsup";

/**
 * Bundles a benchmark script (a path under bench/) with the library sources it imports into
 * one ES module, as the published package is built (tsup, no `keepNames`; every package left
 * to node_modules), and returns the bundle's path. The bundle sits beside the script
 * (`.name.bundle.js`, ignored by git) so that its `new URL("./x", import.meta.url)` paths
 * resolve as the script's do.
 *
 * Why: run through tsx, every function expression is wrapped in a `__name` call (esbuild's
 * `keepNames`), an `Object.defineProperty` each time a closure is made: 5 % or more of a
 * quote, which no user of the package pays. The benchmark measures what users run.
 *
 * @example
 * const bundle = await bundleScript("engine/measureEngine.ts");
 * spawn(process.execPath, [bundle]);
 */
export async function bundleScript(script: string): Promise<string> {
  const source = fileURLToPath(new URL(`../${script}`, import.meta.url));
  const name = `.${basename(source).replace(/\.ts$/, "")}.bundle`;
  await build({
    entry: { [name]: source },
    outDir: dirname(source),
    format: ["esm"],
    platform: "node",
    target: "node20",
    splitting: false,
    // Bare specifiers (node:*, big.js, tinybench, the ZEN binding) are loaded from node_modules, as users load them.
    external: [/^[^./]/],
    dts: false,
    sourcemap: false,
    clean: false,
    silent: true,
    config: false,
  });
  // The package is "type": "module", so tsup names an ES module bundle .js.
  return join(dirname(source), `${name}.js`);
}
