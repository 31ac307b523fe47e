import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** The command line's package. */
const CLI_PACKAGE = join(ROOT, "packages/cli");
/**
 * Where the tests build the binary: the package's own build options, another folder, with the
 * library and the workspace packages bundled from their sources (so no package needs a build
 * first) and the embedded store's thread beside it, as the store's own build puts it.
 */
export const BUILT_DIR = join(CLI_PACKAGE, "test/.built");
export const BUILT_CLI = join(BUILT_DIR, "cli.js");
const LOCK = join(CLI_PACKAGE, "test/.built.lock");
/** Which test run last built or used the build (vitest.config.ts sets PMI_TEST_RUN once per run). */
const RUN_STAMP = join(BUILT_DIR, ".test-run");

/**
 * Builds the `pmi-rating` binary exactly as `npm run build` does (the CLI entry of
 * tsup.config.ts, same entries, format, banner and target) into test/cli/.built, unless a
 * build newer than every source file is already there. The build goes to its own folder so
 * that the tests never race the package's `dist/` (whose build starts by cleaning it). Test
 * files run in parallel: a lock folder lets one build while the others wait. Once a run has
 * used a build it keeps it to the end, even if a source file changes meanwhile (a developer
 * editing while the suite runs): rebuilding would pull the binary and its chunks from under
 * test files of the same run still running them.
 */
export async function ensureBuiltCli(): Promise<string> {
  for (;;) {
    if (isThisRunsBuild()) return BUILT_CLI;
    if (isFresh()) {
      claimForThisRun();
      return BUILT_CLI;
    }
    try {
      mkdirSync(LOCK);
    } catch {
      await new Promise((done) => setTimeout(done, 250));
      continue;
    }
    try {
      if (!isThisRunsBuild() && !isFresh()) await build();
      claimForThisRun();
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

/** Marks the build as this run's, so that no later test file of the run rebuilds it. */
function claimForThisRun(): void {
  const run = process.env.PMI_TEST_RUN;
  if (run !== undefined) writeFileSync(RUN_STAMP, run);
}

function isThisRunsBuild(): boolean {
  const run = process.env.PMI_TEST_RUN;
  return run !== undefined && existsSync(BUILT_CLI) && existsSync(RUN_STAMP) && readFileSync(RUN_STAMP, "utf8") === run;
}

async function build(): Promise<void> {
  const { build: tsupBuild } = await import("tsup");
  const cliConfig = (await import("../tsup.config.js")).default as unknown as Record<string, unknown>;
  const entry = Object.fromEntries(Object.entries(cliConfig.entry as Record<string, string>).map(([name, path]) => [name, join(CLI_PACKAGE, path)]));
  rmSync(BUILT_DIR, { recursive: true, force: true });
  await tsupBuild({
    ...cliConfig,
    entry: { ...entry, "pglite-worker": join(ROOT, "packages/store/src/pgliteWorker.ts") },
    outDir: BUILT_DIR,
    config: false,
    silent: true,
    sourcemap: false,
    // The workspace's own packages from their sources (tsconfig.json's paths); every other
    // package stays a dependency, as in the published binary.
    noExternal: [/^pmi-rating(\/|$)/, /^@pmi-rating\//],
    external: thirdPartyDependencies(),
  });
}

/** Every third-party runtime dependency of the workspace's published packages. */
function thirdPartyDependencies(): string[] {
  const folders = [ROOT, ...["rate-change", "store", "workbench", "service", "cli"].map((name) => join(ROOT, "packages", name))];
  const names = folders.flatMap((folder) =>
    Object.keys((JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { dependencies?: Record<string, string> }).dependencies ?? {}),
  );
  return [...new Set(names)].filter((name) => name !== "pmi-rating" && !name.startsWith("@pmi-rating/"));
}

function isFresh(): boolean {
  if (!existsSync(BUILT_CLI) || !existsSync(join(BUILT_DIR, "cli-impact-worker.js"))) return false;
  const built = statSync(BUILT_CLI).mtimeMs;
  const sources = [join(ROOT, "src"), ...["rate-change", "store", "workbench", "service", "cli"].map((name) => join(ROOT, "packages", name, "src"))];
  return sources.every((folder) => newestSourceTime(folder) < built) && statSync(join(CLI_PACKAGE, "tsup.config.ts")).mtimeMs < built;
}

function newestSourceTime(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(path));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** What a run of the binary gave. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the built binary as a user would (`node packages/cli/test/.built/cli.js ...args`), in the
 * repository root, without colours, feeding `input` on standard input.
 */
export function runBuiltCli(args: readonly string[], options: { input?: string; env?: Record<string, string>; cwd?: string } = {}): Promise<CliRun> {
  return runProcess(process.execPath, [BUILT_CLI, ...args], options);
}

export function runProcess(command: string, args: readonly string[], options: { input?: string; env?: Record<string, string>; cwd?: string } = {}): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, [...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.on("error", () => undefined);
    child.stdin.end(options.input ?? "");
  });
}
