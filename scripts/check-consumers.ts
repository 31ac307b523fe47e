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

const root = fileURLToPath(new URL("..", import.meta.url));
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
  console.log(`Consumers OK on Node ${process.version}: ESM and CJS (node16, nodenext), bundler.`);
} catch (error) {
  console.error(`Consumer check failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
