import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    // vitest runs one file at a time per core less one: a single worker on a 2-core machine,
    // which left one core idle while files waited on their child processes and sockets. One
    // worker per core (docs/toolchain.md, "The test suite's speed"); VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts"],
      reporter: ["text-summary", "html"],
    },
  },
});
