/**
 * The library's consumers: installs the packed library (`npm pack`, so exactly what npm would
 * publish) into a scratch consumer project and checks that TypeScript consumers type-check and
 * run, as an integrator would use it: an ES module and a CommonJS module under
 * `moduleResolution` `node16` and `nodenext` (compiled, then run with this Node), and a
 * bundler-resolved module (`moduleResolution: bundler`, type-checked). Library declarations are
 * checked too (`skipLibCheck: false`). Then what a browser application pays for `quote` with the
 * default tables, bundled from the installed package. The consumer sources are in
 * packages/scripts/consumer/.
 *
 * Run after `npm run build`, on its own: `npx tsx packages/scripts/check-consumers.ts` (it packs
 * and installs the library itself; exits 1 on the first failure). `npm run check:package`
 * (packages/scripts/check-packages.ts) calls {@link checkConsumers} on the scratch project where
 * it has already installed the packed library. The command line is checked there too, from its
 * own packed package (@pmi-rating/cli).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { measureQuoteBundle, QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES } from "./lib/measureQuoteBundle.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const sources = join(root, "packages/scripts/consumer");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs a command, echoing it, and returns its standard output (standard error goes to the terminal). */
export function run(command: string, args: readonly string[], cwd: string): string {
  console.log(`$ ${[command === process.execPath ? "node" : command, ...args].join(" ")}`);
  return execFileSync(command, [...args], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 * 1024 * 1024 });
}

/** Packs the library at the repository's root into `destination` and returns the tarball's path. */
export function packLibrary(destination: string): string {
  mkdirSync(destination, { recursive: true });
  const packed = JSON.parse(run(npm, ["pack", "--json", "--pack-destination", destination], root)) as { filename: string }[];
  const filename = packed[0]?.filename;
  if (filename === undefined) throw new Error("npm pack named no tarball");
  return join(destination, filename);
}

/** Makes an empty project in `folder` and installs the tarballs into it, as a user would (`npm install <tarball>...`). */
export function installTarballs(folder: string, tarballs: readonly string[]): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "package.json"), `${JSON.stringify({ name: "consumer", version: "1.0.0", private: true }, null, 2)}\n`);
  run(npm, ["install", "--no-audit", "--no-fund", "--prefer-offline", ...tarballs], folder);
}

/**
 * Type-checks and runs the consumers in `project`, a scratch project where the packed library
 * is installed (its node_modules/pmi-rating), and measures the browser bundle of `quote` with
 * the default tables from it. Throws on the first failure.
 */
export async function checkConsumers(project: string): Promise<void> {
  for (const file of ["esm.mts", "cjs.cts", "bundler.ts"]) copyFileSync(join(sources, file), join(project, file));

  const common = {
    strict: true,
    target: "ES2022",
    lib: ["ES2023"],
    skipLibCheck: false,
    types: ["node"],
    typeRoots: [join(root, "node_modules/@types")],
  };
  const configs = {
    bundler: { compilerOptions: { ...common, module: "preserve", moduleResolution: "bundler", noEmit: true }, files: ["bundler.ts"] },
    node16: { compilerOptions: { ...common, module: "node16", moduleResolution: "node16", outDir: "out-node16" }, files: ["esm.mts", "cjs.cts"] },
    nodenext: { compilerOptions: { ...common, module: "nodenext", moduleResolution: "nodenext", outDir: "out-nodenext" }, files: ["esm.mts", "cjs.cts"] },
  };
  for (const [name, config] of Object.entries(configs)) {
    writeFileSync(join(project, `tsconfig.${name}.json`), JSON.stringify(config, null, 2));
    run(process.execPath, [tsc, "-p", `tsconfig.${name}.json`], project);
  }
  for (const out of ["out-node16", "out-nodenext"]) {
    for (const file of ["esm.mjs", "cjs.cjs"]) process.stdout.write(run(process.execPath, [join(out, file)], project));
  }

  // What a browser application pays for quote + the default tables, from the built package.
  const bundle = await measureQuoteBundle({ quoteFrom: "pmi-rating", tablesFrom: "pmi-rating/tables", resolveDir: project });
  const gzipped = bundle.gzipped;
  if (bundle.inputs.some((path) => path.includes("node_modules/zod/"))) throw new Error("zod is in the browser bundle of quote + defaultTables");
  if (gzipped >= QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES)
    throw new Error(`quote + defaultTables is ${gzipped} bytes gzipped, over the ${QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES / 1024} KB budget`);
  console.log(`Browser bundle of quote + defaultTables from the package: ${(gzipped / 1024).toFixed(1)} KB gzipped, no zod.`);

  console.log(`Consumers OK on Node ${process.version}: ESM and CJS (node16, nodenext), bundler.`);
}

/** A failed command's standard output (where tsc writes its diagnostics), which says what went wrong. */
export function outputOfFailure(error: unknown): string {
  const output = (error as { stdout?: unknown }).stdout;
  return typeof output === "string" ? output : "";
}

// Run on its own: pack, install in a scratch project, check.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const scratch = mkdtempSync(join(tmpdir(), "pmi-rating-consumer-"));
  try {
    const tarball = packLibrary(scratch);
    const project = join(scratch, "consumer");
    installTarballs(project, [tarball]);
    await checkConsumers(project);
  } catch (error) {
    const output = outputOfFailure(error);
    if (output !== "") console.error(output);
    console.error(`Consumer check failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
