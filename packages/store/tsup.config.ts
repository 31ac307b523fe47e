import { defineConfig } from "tsup";

// The store, and the thread that runs the embedded database (PGlite) beside it: the store starts
// `pglite-worker.js` from its own folder. ES module only, with declarations. build-pglite-template.ts
// then adds the empty database template to dist/.
export default defineConfig({
  entry: { index: "src/index.ts", "pglite-worker": "src/pgliteWorker.ts" },
  format: ["esm"],
  // Declarations against the built library (node_modules), not its sources.
  dts: { entry: { index: "src/index.ts" }, compilerOptions: { paths: {} } },
  sourcemap: false,
  clean: true,
  target: "node20",
});
