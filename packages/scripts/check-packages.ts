/**
 * Every check of what npm would publish, run after `npm run build` (`npm run check:package`):
 *
 * 1. publint (`--strict`) and are-the-types-wrong on the packed packages: the library under
 *    every profile (ESM and CommonJS consumers), each published workspace package under
 *    `esm-only` (they ship ES modules only).
 * 2. The library alone, installed from its tarball in an empty project, as an integrator would
 *    (`npm install <tarball>`): the tarball is at most 1 MiB, node_modules holds `pmi-rating`
 *    and at most 3 other packages and at most 15 MiB, and none of the packages of the command
 *    line, the service or the quote store. Then the consumers of packages/scripts/consumer/ in
 *    that project (check-consumers.ts: ESM and CJS under node16 and nodenext, bundler) and the
 *    browser bundle of `quote` with the default tables.
 * 3. The command line from its packed package: the library and @pmi-rating/{rate-change, store,
 *    workbench, service, cli} packed, installed together in an empty project, then
 *    `npx pmi-rating --help`, `quote <the installed library's example> --explain`, `example`,
 *    `example <name>` into `quote -`, and `tables check` of the installed tables.
 * 4. `npm publish --dry-run` of the library and of each published workspace package.
 *
 * Every step runs (a step whose input failed is skipped), each is printed with its duration, and
 * the run exits 1 if any failed. The consumer check alone: `npx tsx packages/scripts/check-consumers.ts`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkConsumers, installTarballs, outputOfFailure, packLibrary, run } from "./check-consumers.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

/** The workspace packages npm publishes (private ones are left out), in the order they depend on each other. */
const PUBLISHED_PACKAGES = ["@pmi-rating/rate-change", "@pmi-rating/store", "@pmi-rating/workbench", "@pmi-rating/service", "@pmi-rating/cli"] as const;

/** The largest library tarball accepted (1 MiB). */
const MAX_TARBALL_BYTES = 1024 * 1024;
/** The most packages besides `pmi-rating` that installing the library may bring (its runtime dependencies: zod, csv-parse, jsonc-parser). */
const MAX_OTHER_PACKAGES = 3;
/** The most node_modules may weigh after installing the library alone, in KiB (`du -sk`): 15 MiB. */
const MAX_NODE_MODULES_KIB = 15 * 1024;
/** Packages of the command line, the service and the quote store, none of which installing the library may bring. */
const FORBIDDEN_PACKAGES: readonly (string | RegExp)[] = [
  /pglite/,
  "pg",
  "exceljs",
  "pino",
  "hono",
  "@hono/node-server",
  "commander",
  "piscina",
  "prom-client",
  "rate-limiter-flexible",
  "lru-cache",
  /^cli-/,
  "date-fns",
];
/** The example request the command line prices, as a path inside the installed library. */
const EXAMPLE_REQUEST = "examples/requests/new-business-single-adult.json";

/** The JavaScript file of a package's command (its package.json "bin"), run with this Node: no shell, no PATH. */
function binOf(packageName: string, command: string): string {
  const folder = folderOf(packageName);
  const { bin } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { bin?: string | Record<string, string> };
  const file = typeof bin === "string" ? bin : bin?.[command];
  if (file === undefined) throw new Error(`${packageName} has no command ${command}`);
  return join(folder, file);
}

/** The folder of a package installed at the root (a workspace package's own folder, not its link in node_modules). */
function folderOf(packageName: string): string {
  return realpathSync(join(root, "node_modules", packageName));
}

/** Every package name installed under a node_modules folder, nested ones included (scoped names as `@scope/name`). */
function installedPackages(nodeModules: string): string[] {
  const names: string[] = [];
  if (!existsSync(nodeModules)) return names;
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith(".")) continue;
    const folders = entry.startsWith("@") ? readdirSync(join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of folders) {
      names.push(name);
      names.push(...installedPackages(join(nodeModules, name, "node_modules")));
    }
  }
  return names;
}

/** The packages directly in a node_modules folder (scoped ones counted one by one), without .bin or .package-lock.json. */
function topLevelPackages(nodeModules: string): string[] {
  return readdirSync(nodeModules)
    .filter((entry) => !entry.startsWith("."))
    .flatMap((entry) => (entry.startsWith("@") ? readdirSync(join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry]));
}

/** Whether a command's standard output passes `expected` (the command itself must exit 0, or it throws). */
function expectOutput(output: string, expected: (output: string) => boolean, what: string): void {
  if (!expected(output)) throw new Error(`${what}; it printed:\n${output.slice(0, 2000)}`);
}

interface Step {
  readonly name: string;
  readonly outcome: "passed" | "FAILED" | "skipped";
  readonly seconds: number;
}

const steps: Step[] = [];
const started = Date.now();

/** Runs one step, printing its name, its outcome and how long it took; returns whether it passed. */
async function step(name: string, body: () => void | Promise<void>, needs: readonly boolean[] = []): Promise<boolean> {
  console.log(`\n=== [${Math.round((Date.now() - started) / 1000)} s] ${name}`);
  if (needs.some((passed) => !passed)) {
    console.log(`--- skipped: a step it needs failed`);
    steps.push({ name, outcome: "skipped", seconds: 0 });
    return false;
  }
  const start = Date.now();
  try {
    await body();
    const seconds = (Date.now() - start) / 1000;
    console.log(`--- passed in ${seconds.toFixed(1)} s`);
    steps.push({ name, outcome: "passed", seconds });
    return true;
  } catch (error) {
    const seconds = (Date.now() - start) / 1000;
    const output = outputOfFailure(error);
    if (output !== "") console.error(output);
    console.error(`--- FAILED in ${seconds.toFixed(1)} s: ${(error as Error).message}`);
    steps.push({ name, outcome: "FAILED", seconds });
    return false;
  }
}

const scratch = mkdtempSync(join(tmpdir(), "pmi-rating-packages-"));
try {
  // --- 1. publint and are-the-types-wrong ---------------------------------------------------------
  const publint = binOf("publint", "publint");
  const attw = binOf("@arethetypeswrong/cli", "attw");
  await step("publint --strict: pmi-rating", () => void process.stdout.write(run(process.execPath, [publint, "--strict"], root)));
  await step("attw --pack . (every profile): pmi-rating", () => void process.stdout.write(run(process.execPath, [attw, "--pack", "."], root)));
  for (const name of PUBLISHED_PACKAGES) {
    const folder = folderOf(name);
    await step(`publint --strict: ${name}`, () => void process.stdout.write(run(process.execPath, [publint, "--strict", folder], root)));
    await step(
      `attw --pack --profile esm-only: ${name}`,
      () => void process.stdout.write(run(process.execPath, [attw, "--pack", folder, "--profile", "esm-only"], root)),
    );
  }

  // --- 2. The library alone, from its tarball -----------------------------------------------------
  const tarballs = join(scratch, "tarballs");
  let libraryTarball = "";
  const packed = await step("npm pack: pmi-rating (tarball at most 1 MiB)", () => {
    libraryTarball = packLibrary(tarballs);
    const bytes = statSync(libraryTarball).size;
    console.log(`Tarball ${basename(libraryTarball)}: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB), at most ${MAX_TARBALL_BYTES / 1024} KiB`);
    if (bytes > MAX_TARBALL_BYTES) {
      // What makes it large: the biggest files npm would publish.
      const [listing] = JSON.parse(run(npm, ["pack", "--dry-run", "--json"], root)) as { files: { path: string; size: number }[] }[];
      const largest = [...(listing?.files ?? [])].sort((a, b) => b.size - a.size).slice(0, 15);
      console.log(largest.map((file) => `  ${String(file.size).padStart(10)}  ${file.path}`).join("\n"));
      throw new Error(`the tarball is ${bytes} bytes, over ${MAX_TARBALL_BYTES} (the largest files above; package.json "files" and the build decide what ships)`);
    }
  });
  const library = join(scratch, "library");
  const installed = await step(
    "npm install <tarball> in an empty project: pmi-rating and at most 3 other packages, at most 15 MiB, none of the CLI's or the service's",
    () => {
      installTarballs(library, [libraryTarball]);
      const nodeModules = join(library, "node_modules");
      const topLevel = topLevelPackages(nodeModules);
      const others = topLevel.filter((name) => name !== "pmi-rating");
      const kib = Number(run("du", ["-sk", "node_modules"], library).split(/\s/)[0]);
      console.log(`node_modules: ${topLevel.length} packages (pmi-rating and ${others.length} others: ${others.join(", ")}), ${kib} KiB`);
      const problems: string[] = [];
      if (!topLevel.includes("pmi-rating")) problems.push("pmi-rating is not installed");
      if (others.length > MAX_OTHER_PACKAGES) problems.push(`${others.length} packages besides pmi-rating, more than ${MAX_OTHER_PACKAGES}`);
      if (!(kib <= MAX_NODE_MODULES_KIB)) problems.push(`node_modules is ${kib} KiB, over ${MAX_NODE_MODULES_KIB} KiB`);
      const forbidden = installedPackages(nodeModules).filter((name) =>
        FORBIDDEN_PACKAGES.some((pattern) => (typeof pattern === "string" ? name === pattern : pattern.test(name))),
      );
      if (forbidden.length > 0) problems.push(`installed though only the CLI, the service or the store need them: ${forbidden.join(", ")}`);
      if (problems.length > 0) throw new Error(problems.join("; "));
    },
    [packed],
  );
  await step("consumers of the installed library: ESM and CJS (node16, nodenext), bundler; browser bundle", () => checkConsumers(library), [installed]);

  // --- 3. The command line, from its packed package -----------------------------------------------
  let packageTarballs: string[] = [];
  const packedPackages = await step(`npm pack: ${PUBLISHED_PACKAGES.join(", ")}`, () => {
    const listing = JSON.parse(run(npm, ["pack", "--json", "--pack-destination", tarballs, ...PUBLISHED_PACKAGES.flatMap((name) => ["-w", name])], root)) as {
      filename: string;
      size: number;
    }[];
    for (const { filename, size } of listing) console.log(`  ${filename}: ${(size / 1024).toFixed(1)} KiB`);
    packageTarballs = listing.map(({ filename }) => join(tarballs, filename));
  });
  const cliProject = join(scratch, "cli");
  const cliInstalled = await step(
    "npm install of the library and the packages' tarballs in an empty project",
    () => installTarballs(cliProject, [libraryTarball, ...packageTarballs]),
    [packed, packedPackages],
  );
  // `--no`: the installed command or a failure, never a download of some published `pmi-rating`.
  const cli = (...args: string[]) => run(npx, ["--no", "--", "pmi-rating", ...args], cliProject);
  await step("npx pmi-rating --help", () => expectOutput(cli("--help"), (output) => output.includes("Usage: pmi-rating"), "no usage"), [cliInstalled]);
  await step(
    `npx pmi-rating quote node_modules/pmi-rating/${EXAMPLE_REQUEST} --explain`,
    () => {
      const example = join(cliProject, "node_modules/pmi-rating", EXAMPLE_REQUEST);
      const output = cli("quote", example, "--explain");
      process.stdout.write(output);
      expectOutput(output, (text) => ["postcodeBand", "baseRate", "ncd", "ipt"].every((stepName) => text.includes(stepName)), "no worksheet (its steps)");
    },
    [cliInstalled],
  );
  await step(
    "npx pmi-rating example (lists the installed examples)",
    () => {
      const output = cli("example");
      process.stdout.write(output);
      expectOutput(output, (text) => text.includes(basename(EXAMPLE_REQUEST, ".json")), "the example requests are not listed");
    },
    [cliInstalled],
  );
  await step(
    "npx pmi-rating example <name> | npx pmi-rating quote - --json (a gross price)",
    () => {
      const example = cli("example", basename(EXAMPLE_REQUEST, ".json"));
      console.log(`$ ${npx} --no -- pmi-rating quote - --json`);
      const priced = JSON.parse(execFileSync(npx, ["--no", "--", "pmi-rating", "quote", "-", "--json"], { cwd: cliProject, input: example, encoding: "utf8" })) as {
        grossPrice?: number;
      };
      console.log(`grossPrice: ${priced.grossPrice}`);
      if (!(typeof priced.grossPrice === "number" && priced.grossPrice > 0)) throw new Error("the installed CLI did not price the shipped example");
    },
    [cliInstalled],
  );
  await step(
    "npx pmi-rating tables check node_modules/pmi-rating/tables --json",
    () => {
      const checked = JSON.parse(cli("tables", "check", "node_modules/pmi-rating/tables", "--json")) as { valid?: boolean };
      if (checked.valid !== true) throw new Error("the shipped tables folder does not check as valid");
    },
    [cliInstalled],
  );

  // --- 4. npm publish --dry-run -------------------------------------------------------------------
  // publishConfig asks for provenance; npm makes the attestation only when it really publishes (in
  // CI, with the provider's identity), so a dry run needs no --provenance=false.
  await step("npm publish --dry-run: pmi-rating", () => void run(npm, ["publish", "--dry-run"], root));
  for (const name of PUBLISHED_PACKAGES) await step(`npm publish --dry-run -w ${name}`, () => void run(npm, ["publish", "--dry-run", "-w", name], root));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const failed = steps.filter((done) => done.outcome !== "passed");
console.log(`\n=== Package checks on Node ${process.version}, ${Math.round((Date.now() - started) / 1000)} s`);
for (const done of steps) console.log(`${done.outcome.padEnd(7)} ${done.seconds.toFixed(1).padStart(6)} s  ${done.name}`);
if (failed.length > 0) {
  console.error(`${failed.length} of ${steps.length} steps did not pass.`);
  process.exitCode = 1;
} else {
  console.log(`All ${steps.length} steps passed.`);
}
