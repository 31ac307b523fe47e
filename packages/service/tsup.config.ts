import { defineConfig } from "tsup";

// The package's module and the `pmi-rating-service` program beside it (the container image's
// command; its hashbang is the source's first line). ES module only, with the module's
// declarations; the library and the other workspace packages are dependencies, left out of the
// bundle like every dependency of package.json.
export default defineConfig({
  entry: { index: "src/index.ts", serve: "src/serve.ts" },
  format: ["esm"],
  // Declarations against the built library and packages (node_modules), not their sources.
  dts: { entry: { index: "src/index.ts" }, compilerOptions: { paths: {} } },
  sourcemap: false,
  clean: true,
  target: "node20",
});
