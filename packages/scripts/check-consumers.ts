/**
 * Installs the packed package (`npm pack`, so exactly what npm would publish) into a scratch
 * consumer project and checks that TypeScript consumers type-check and run, as an integrator
 * would use it: an ES module and a CommonJS module under `moduleResolution` `node16` and
 * `nodenext` (compiled, then run with this Node), and a bundler-resolved module
 * (`moduleResolution: bundler`, type-checked). Library declarations are checked too
 * (`skipLibCheck: false`). Run after `npm run build`: `npx tsx scripts/check-consumers.ts`.
 * The consumer sources are in scripts/consumer/. Exits 1 on the first failure.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measureQuoteBundle, QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES } from "./lib/measureQuoteBundle.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const sources = join(root, "scripts/consumer");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const scratch = mkdtempSync(join(tmpdir(), "pmi-rating-consumer-"));

function run(command: string, args: readonly string[], cwd: string): string {
  console.log(`$ ${[command === process.execPath ? "node" : command, ...args].join(" ")}`);
  return execFileSync(command, [...args], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

try {
  const packed = JSON.parse(run(npm, ["pack", "--json", "--pack-destination", scratch], root)) as { filename: string }[];
  const tarball = join(scratch, packed[0]?.filename ?? "");
  const project = join(scratch, "consumer");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), `${JSON.stringify({ name: "consumer", version: "1.0.0", private: true }, null, 2)}\n`);
  run(npm, ["install", "--no-audit", "--no-fund", "--prefer-offline", "--ignore-scripts", tarball], project);
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

  // The installed command line: the shipped examples are reachable, and price.
  const cli = join(project, "node_modules/pmi-rating/dist/cli.js");
  const example = run(process.execPath, [cli, "example", "new-business-single-adult"], project);
  const priced = JSON.parse(execFileSync(process.execPath, [cli, "quote", "-"], { cwd: project, input: example, encoding: "utf8" })) as { grossPrice?: number };
  if (!(typeof priced.grossPrice === "number" && priced.grossPrice > 0)) throw new Error("the installed CLI did not price the shipped example");
  const checked = JSON.parse(run(process.execPath, [cli, "tables", "check", "node_modules/pmi-rating/tables", "--json"], project)) as { valid?: boolean };
  if (checked.valid !== true) throw new Error("the shipped tables folder does not check as valid");

  // What a browser application pays for quote + the default tables, from the built package.
  const bundle = await measureQuoteBundle({ quoteFrom: "pmi-rating", tablesFrom: "pmi-rating/tables", resolveDir: project });
  const gzipped = bundle.gzipped;
  if (bundle.inputs.some((path) => path.includes("node_modules/zod/"))) throw new Error("zod is in the browser bundle of quote + defaultTables");
  if (gzipped >= QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES)
    throw new Error(`quote + defaultTables is ${gzipped} bytes gzipped, over the ${QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES / 1024} KB budget`);
  console.log(`Browser bundle of quote + defaultTables from the package: ${(gzipped / 1024).toFixed(1)} KB gzipped, no zod.`);

  console.log(`Consumers OK on Node ${process.version}: ESM and CJS (node16, nodenext), bundler.`);
} catch (error) {
  // A failed command's standard output (where tsc writes its diagnostics) says what went wrong.
  const output = (error as { stdout?: unknown }).stdout;
  if (typeof output === "string" && output !== "") console.error(output);
  console.error(`Consumer check failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
