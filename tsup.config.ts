import { defineConfig } from "tsup";

// Each subpath of package.json "exports" is one entry. The command line is ESM only: it is a
// program, not something to require(). No source maps: they would be most of the package and
// point at src/, which is not shipped; the built code is unminified and readable as it is.
export default defineConfig([
  {
    entry: {
      index: "src/index.ts",
      tables: "src/tables/default/index.ts",
      http: "src/http/index.ts",
      node: "src/node.ts",
    },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: false,
    clean: true,
    target: "node20",
    splitting: true,
    treeshake: true,
  },
  {
    entry: { cli: "src/cli/index.ts", "cli-impact-worker": "src/cli/impact/impactWorker.ts", "cli-pglite-worker": "src/records/pgliteWorker.ts" },
    format: ["esm"],
    dts: false,
    sourcemap: false,
    clean: false,
    target: "node20",
    banner: { js: "#!/usr/bin/env node" },
  },
]);
