import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * Bundles a benchmark script (a path under bench/) with the library sources it imports into
 * one ES module, as the published package is built (esbuild, what tsup runs; dependencies left
 * to node_modules; no `keepNames`), and returns the bundle's path. The bundle sits beside the
 * script (`.name.bundle.mjs`, ignored by git) so that its `new URL("./x", import.meta.url)`
 * paths resolve as the script's do.
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
  const outfile = join(dirname(source), `.${basename(source).replace(/\.ts$/, "")}.bundle.mjs`);
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    keepNames: false,
    logLevel: "warning",
  });
  return outfile;
}
