import { defineConfig } from "tsup";

// Two entries (anywhere, and Node), ES module only, with its declarations; the library and the other workspace
// packages are dependencies, left out of the bundle like every dependency of package.json.
export default defineConfig({
  entry: { index: "src/index.ts", node: "src/node.ts" },
  format: ["esm"],
  // Declarations against the built library and packages (node_modules), not their sources.
  dts: { compilerOptions: { paths: {} } },
  sourcemap: false,
  clean: true,
  target: "node20",
});
