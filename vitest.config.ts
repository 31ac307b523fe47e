import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { parse } from "jsonc-parser";
import { defineConfig } from "vitest/config";
import { SkippedTestsReporter } from "./test/setup/skippedTestsReporter.js";

/**
 * The workspace's packages by name, resolved to their sources as tsconfig.json's `paths` say
 * (the one list; tsc, tsx and esbuild read it there): the tests need no build of any package.
 */
const { compilerOptions } = parse(readFileSync(new URL("tsconfig.json", import.meta.url), "utf8")) as { compilerOptions: { paths: Record<string, string[]> } };
const WORKSPACE_ALIASES = Object.entries(compilerOptions.paths).map(([name, [path]]) => ({
  find: new RegExp(`^${name.replace(/[/]/g, "\\/")}$`),
  replacement: fileURLToPath(new URL(path!, import.meta.url)),
}));

/**
 * Files a run leaves out, comma-separated in `PMI_TESTS_LEFT_OUT` (vitest's own `--exclude` does not
 * reach the projects below). `.ci/run` uses it on Node 24 for three long files of pure arithmetic
 * that Node 20 and 22 run (docs/toolchain.md, "The test suite's speed").
 */
const LEFT_OUT = (process.env.PMI_TESTS_LEFT_OUT ?? "").split(",").filter((file) => file !== "");
// A file left out that does not exist (moved or renamed) would leave nothing out, silently: refused.
const MISSING_LEFT_OUT = LEFT_OUT.filter((file) => !existsSync(fileURLToPath(new URL(file, import.meta.url))));
if (MISSING_LEFT_OUT.length > 0) throw new Error(`PMI_TESTS_LEFT_OUT names files that do not exist: ${MISSING_LEFT_OUT.join(", ")}`);

/** The library's one test file that replaces a module with `vi.mock`, which would otherwise leak into the next file of its worker. */
const LIBRARY_ISOLATED = ["src/validate/validateQuoteRequest.tables.test.ts"];

/**
 * The packages' files that start services, sockets, child processes and browsers (their `test/`
 * folders and the repository scripts' tests): each keeps the default isolation, a fresh process
 * and module graph per file.
 */
const PACKAGES_ISOLATED = ["packages/*/test/**/*.test.ts", "packages/scripts/**/*.test.ts", "packages/bench/test/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: WORKSPACE_ALIASES },
  test: {
    // The default output, then every skipped test's reason (the default reporter prints none).
    reporters: ["default", new SkippedTestsReporter()],
    testTimeout: 30_000,
    // A hook (a PGlite database created in beforeAll, a service started) waits as long as a test may.
    hookTimeout: 30_000,
    // One name per run of the suite (this file is read once per run): the command line's tests
    // build the packages at most once a run and keep them to the run's end (packages/cli/test/builtCli.ts).
    env: { PMI_TEST_RUN: `${process.pid}-${Date.now()}` },
    // Every temporary folder of the run in one, removed at its end (test/setup/temporaryFolderOfRun.ts).
    globalSetup: ["test/setup/temporaryFolderOfRun.ts"],
    // One worker per core (docs/toolchain.md, "The test suite's speed"); VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    // Each project names its own files: with `extends: true` a list set here would be added to theirs.
    // The integration projects sort first, so their slow files start first and the others fill in.
    projects: [
      { extends: true, test: { name: "integration", include: PACKAGES_ISOLATED, exclude: LEFT_OUT } },
      { extends: true, test: { name: "library-isolated", include: LIBRARY_ISOLATED, exclude: LEFT_OUT } },
      // The library's own files share one module graph per worker (`isolate: false`): starting a
      // process and importing the engine again for each of some 270 files took a third of the
      // suite's time. Sound because src/ holds no module-level mutable state (a project rule,
      // checked by test/architecture); docs/toolchain.md, "The test suite's speed".
      {
        extends: true,
        test: { name: "library", include: ["src/**/*.test.ts", "test/**/*.test.ts"], exclude: [...LIBRARY_ISOLATED, ...LEFT_OUT], isolate: false },
      },
      // The packages' unit tests, beside their code, the same way.
      {
        extends: true,
        test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], exclude: [...PACKAGES_ISOLATED, ...LEFT_OUT], isolate: false },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts", "packages/*/src/**/*.ts"],
      exclude: ["**/*.test.ts", "packages/test-support/**"],
      reporter: ["text-summary", "html"],
    },
  },
});
