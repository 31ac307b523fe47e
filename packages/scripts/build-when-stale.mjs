#!/usr/bin/env node
/**
 * `npm start`'s prestart: builds the service only when its inputs changed since the last build,
 * so that a second `npm start` reaches the port in about a second instead of waiting a minute for
 * a build that would write the same files. The inputs are hashed (SHA-256 of every path and
 * content under src/, tables/, examples/ and the published packages' folders, tests and built files left out, and the build's configuration
 * and lock files); the hash of the last build is kept in dist/.build-inputs.sha256, written by
 * `npm run build`'s postbuild, so only after a build succeeded, whoever started it. Any change to a source, a table, a build script, a dependency or the
 * Node version builds again; `npm run build` always builds.
 *
 * Plain JavaScript run by node, not TypeScript through tsx: tsx alone takes a second or two to
 * start, which is the time this script exists to save.
 *
 *   node scripts/build-when-stale.mjs            # build if stale, else say it is up to date
 *   node scripts/build-when-stale.mjs --check    # exit 0 when up to date, 1 when stale; builds nothing
 *   node scripts/build-when-stale.mjs --check --root DIR   # the same for another checkout
 *   node scripts/build-when-stale.mjs --record   # npm run build's postbuild: dist/ is now current
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** Folders whose files are inputs of the build (their test files are not, nor the folders below). */
const INPUT_FOLDERS = ["src", "tables", "examples", "packages"];
/** Folders below an input folder that are not inputs: what a build writes, tests, and the private workspaces no build reads. */
const NOT_INPUTS = new Set(["dist", "node_modules", "test", ".built", "bench", "test-support", "docs", "coverage"]);
/** Single files that are inputs of the build. */
const INPUT_FILES = ["package.json", "package-lock.json", "tsup.config.ts", "tsconfig.json"];
/** Where the hash of the last successful build's inputs is kept: inside dist/, so a clean build or `rm -rf dist` forgets it. */
export const BUILD_HASH_FILE = join("dist", ".build-inputs.sha256");
/** What `npm start` runs: the command line's built binary. */
export const START_ENTRY = join("packages", "cli", "dist", "cli.js");

/** Every file below `folder`, as paths relative to `root`, sorted so that the hash never depends on the order the file system lists them in. */
function filesBelow(root, folder) {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.[cm]?[jt]s$/.test(entry.name))
    .filter(
      (entry) =>
        !relative(absolute, entry.parentPath)
          .split(/[\\/]/)
          .some((segment) => NOT_INPUTS.has(segment)),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The SHA-256 (hex) of the build's inputs under `root`: each input's path and content, and the
 * Node major that builds them.
 *
 * @example
 * hashBuildInputs(process.cwd()); // "3f1c…" (64 hex digits)
 */
export function hashBuildInputs(root) {
  const hash = createHash("sha256");
  hash.update(`node ${process.versions.node.split(".")[0]}\n`);
  const files = [...INPUT_FOLDERS.flatMap((folder) => filesBelow(root, folder)), ...INPUT_FILES.filter((file) => existsSync(join(root, file)))];
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\n");
  }
  return hash.digest("hex");
}

/** Whether dist/ was built from the inputs as they are now (and the entry `npm start` runs is there). */
export function isBuildCurrent(root) {
  const hashFile = join(root, BUILD_HASH_FILE);
  if (!existsSync(hashFile) || !existsSync(join(root, START_ENTRY))) return false;
  return readFileSync(hashFile, "utf8").trim() === hashBuildInputs(root);
}

function main() {
  const rootIndex = process.argv.indexOf("--root");
  const root = rootIndex > 0 ? (process.argv[rootIndex + 1] ?? "") : fileURLToPath(new URL("../..", import.meta.url));
  const checkOnly = process.argv.includes("--check");
  if (process.argv.includes("--record")) {
    // Hashed after the build: the build regenerates files under src/ (the default tables' snapshot).
    writeFileSync(join(root, BUILD_HASH_FILE), `${hashBuildInputs(root)}\n`);
    return 0;
  }
  if (isBuildCurrent(root)) {
    process.stdout.write("dist/ is up to date with its sources; not building again (npm run build forces a build).\n");
    return 0;
  }
  if (checkOnly) {
    process.stdout.write("dist/ is older than its sources (or missing).\n");
    return 1;
  }
  // npm run build's postbuild records the new hash.
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  return build.status ?? 1;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
