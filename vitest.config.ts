import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Every test file of the repository. */
const ALL = ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Test files that keep the default isolation (a fresh process and module graph per file): the
 * ones that start services, sockets, child processes and browsers (the command line, the HTTP
 * service, the workbench), and the one file that replaces a module with `vi.mock`, which would
 * otherwise leak into the next file of its worker.
 */
const ISOLATED = [
  "test/cli/**/*.test.ts",
  "test/http/**/*.test.ts",
  "test/workbench/**/*.test.ts",
  "scripts/**/*.test.ts",
  "src/validate/validateQuoteRequest.tables.test.ts",
];

/**
 * Files a run leaves out, comma-separated in `PMI_TESTS_LEFT_OUT` (vitest's own `--exclude` does not
 * reach the projects below). `.ci/run` uses it on Node 24 for three long files of pure arithmetic
 * that Node 20 and 22 run (docs/toolchain.md, "The test suite's speed").
 */
const LEFT_OUT = (process.env.PMI_TESTS_LEFT_OUT ?? "").split(",").filter((file) => file !== "");

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // One name per run of the suite (this file is read once per run): the command line's tests
    // build the binary at most once a run and keep it to the run's end (test/cli/builtCli.ts).
    env: { PMI_TEST_RUN: `${process.pid}-${Date.now()}` },
    // Every temporary folder of the run in one, removed at its end (test/setup/temporaryFolderOfRun.ts).
    globalSetup: ["test/setup/temporaryFolderOfRun.ts"],
    // vitest runs one file at a time per core less one: a single worker on a 2-core machine,
    // which left one core idle while files waited on their child processes and sockets. One
    // worker per core (docs/toolchain.md, "The test suite's speed"); VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    // Each project names its own files: with `extends: true` a list set here would be added to theirs.
    projects: [
      { extends: true, test: { name: "integration", include: ISOLATED, exclude: LEFT_OUT } },
      // The library's own files share one module graph per worker (`isolate: false`): starting a
      // process and importing the engine again for each of some 270 files took a third of the
      // suite's time. Sound here because src/ holds no module-level mutable state (a project
      // rule, checked by test/architecture); docs/toolchain.md, "The test suite's speed".
      // "integration" sorts first, so its slow files start first and these fill in around them.
      { extends: true, test: { name: "unit", include: ALL, exclude: [...ISOLATED, ...LEFT_OUT], isolate: false } },
    ],
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts"],
      reporter: ["text-summary", "html"],
    },
  },
});
