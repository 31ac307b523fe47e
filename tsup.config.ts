import { defineConfig } from "tsup";

// Each subpath of package.json "exports" is one entry. The command line is ESM only: it is a
// program, not something to require().
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
    sourcemap: true,
    clean: true,
    target: "node20",
    splitting: true,
    treeshake: true,
  },
  {
    entry: { cli: "src/cli/index.ts", "cli-impact-worker": "src/cli/impact/impactWorker.ts" },
    format: ["esm"],
    dts: false,
    sourcemap: true,
    clean: false,
    target: "node20",
    banner: { js: "#!/usr/bin/env node" },
  },
]);
