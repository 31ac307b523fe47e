import { defineConfig } from "tsup";

// What a server imports (the list of the page's files and their reader); build.ts then writes
// the page itself, bundled for the browser, to dist/workbench/.
export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm"],
  // Declarations against the built library and packages (node_modules), not their sources.
  dts: { compilerOptions: { paths: {} } },
  sourcemap: false,
  clean: true,
  target: "node20",
});
