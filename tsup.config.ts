import { defineConfig } from "tsup";

// The library: each subpath of package.json "exports" is one entry, as ES module and CommonJS.
// No source maps: they would be most of the package and point at src/, which is not shipped; the
// built code is unminified and readable as it is. The packages under packages/ build themselves
// (each its own tsup.config.ts), after this.
export default defineConfig({
  entry: {
    index: "src/index.ts",
    tables: "src/tables.ts",
    http: "src/http/index.ts",
    node: "src/node.ts",
    toolkit: "src/toolkit.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: false,
  clean: true,
  target: "node20",
  splitting: true,
  treeshake: true,
});
